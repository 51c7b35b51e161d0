import { Button, Group } from "@mantine/core";
import type { ComponentProps, ReactNode } from "react";
import { DevOutboxNote } from "./dev-outbox-note.tsx";
import { ResendCodeButton } from "./resend-code-button.tsx";

/** The foot of a form that checks a code sent to `sentTo`: submit, resend, a way out and the dev outbox. */
export function CodeFormFooter({
  submit,
  submitting,
  resend,
  wayOut,
  sentTo,
}: {
  submit: string;
  submitting: boolean;
  resend: ComponentProps<typeof ResendCodeButton>;
  wayOut: ReactNode;
  sentTo: string;
}) {
  return (
    <>
      <Button type="submit" loading={submitting} fullWidth size="md">
        {submit}
      </Button>
      <Group justify="center">
        <ResendCodeButton {...resend} />
      </Group>
      {wayOut}
      <DevOutboxNote to={sentTo} />
    </>
  );
}
