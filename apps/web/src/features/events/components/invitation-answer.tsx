import type { InvitationResponse } from "@cbm/contracts";
import { Button, Group, Text } from "@mantine/core";
import { notify } from "../../../lib/notify.ts";
import { useAnswerInvitation } from "../api.ts";

/** In the order a guest thinks of them: yes, perhaps, no. */
const ANSWERS: Record<InvitationResponse, { label: string; said: string }> = {
  accepted: { label: "Accept", said: "You accepted" },
  maybe: { label: "Maybe", said: "You said maybe" },
  declined: { label: "Decline", said: "You declined" },
};

/** What the viewer said to an invitation, in a few words. */
export const saidOf = (response: InvitationResponse | "pending") =>
  response === "pending" ? "You have not answered" : ANSWERS[response].said;

/** Accept, Maybe and Decline for an invitation, the viewer's answer pressed; `current` is theirs so far. */
export function InvitationAnswer({
  event,
  current,
}: {
  event: { id: string; title: string };
  current: InvitationResponse | "pending";
}) {
  const answer = useAnswerInvitation();
  const send = (response: InvitationResponse) =>
    answer.mutate({ id: event.id, response }, { onError: (error) => notify.error(error) });
  return (
    <Group gap="xs" role="group" aria-label={`Your answer to ${event.title}`}>
      {(Object.keys(ANSWERS) as InvitationResponse[]).map((response) => (
        <Button
          key={response}
          size="xs"
          variant={current === response ? "filled" : "default"}
          aria-pressed={current === response}
          loading={answer.isPending && answer.variables?.response === response}
          onClick={() => send(response)}
        >
          {ANSWERS[response].label}
        </Button>
      ))}
      {current !== "pending" && (
        <Text size="xs" c="dimmed">
          {saidOf(current)}
        </Text>
      )}
    </Group>
  );
}
