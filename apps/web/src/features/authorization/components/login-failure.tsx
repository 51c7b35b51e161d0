import { Alert } from "@mantine/core";
import { ApiError, messageFor } from "../../../lib/api-error.ts";

/** A refused login says why in its own words; section 8's "Unauthenticated." would not help here. */
function loginFailure(error: unknown): string {
  const said = error instanceof ApiError && (error.body as { message?: unknown } | null)?.message;
  return error instanceof ApiError && error.status === 401 && typeof said === "string"
    ? said
    : messageFor(error);
}

/** Why a login failed; loaded only then, so the login page's first load stays light. */
export function LoginFailure({ error }: { error: unknown }) {
  return (
    <Alert color="red" variant="light" role="alert">
      {loginFailure(error)}
    </Alert>
  );
}
