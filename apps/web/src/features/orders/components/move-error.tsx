import { Alert } from "@mantine/core";
import { messageFor } from "../../../lib/api-error.ts";

/** Why a move of the order was refused (a 409 says why), plainly under the buttons. */
export function MoveError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" title="That did not work">
      {messageFor(error)}
    </Alert>
  );
}
