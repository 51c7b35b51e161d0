import { Avatar, Button, Modal, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconShare3 } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { notify } from "../../../lib/notify.ts";
import { conversationsQuery, useShare } from "../api.ts";
import classes from "./chat.module.css";
import { conversationName } from "./conversation-name.ts";

const RECENT = { page: 0, size: 20, requests: false } as const;

/** The viewer's recent conversations, to pick the one a product goes to with a few words. */
function ShareChoices({ productId, onShared }: { productId: string; onShared: () => void }) {
  const conversations = useQuery(conversationsQuery(RECENT));
  const share = useShare();
  const [message, setMessage] = useState("Have a look at this");
  if (conversations.isPending) return <Text size="sm">Loading your conversations…</Text>;
  const items = conversations.data?.items ?? [];
  if (items.length === 0)
    return <Text size="sm">Start a conversation from someone's profile, then share it there.</Text>;
  return (
    <Stack gap="sm">
      <TextInput
        label="Message"
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
      />
      <Text size="sm" fw={600}>
        Send to
      </Text>
      <Stack gap={4} component="ul" className={classes.shareList}>
        {items.map((conversation) => {
          const name = conversationName(conversation);
          return (
            <li key={conversation.id}>
              <UnstyledButton
                className={classes.row}
                disabled={share.isPending || !message.trim()}
                onClick={() =>
                  share.mutate(
                    { id: conversation.id, body: { message: message.trim(), productId } },
                    {
                      onSuccess: () => {
                        notify.success(`Shared with ${name}.`);
                        onShared();
                      },
                      onError: notify.error,
                    },
                  )
                }
              >
                <Avatar
                  src={conversation.participants[0]?.avatar}
                  alt=""
                  name={name}
                  color="rose"
                  size="sm"
                />
                <Text size="sm" fw={600} truncate>
                  {name}
                </Text>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** "Share in chat": sends the product as a card into one of the viewer's conversations. */
export function ShareInChat({ productId }: { productId: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconShare3 size={16} aria-hidden />} onClick={open}>
        Share in chat
      </Button>
      <Modal opened={opened} onClose={close} title="Share in chat">
        {opened && <ShareChoices productId={productId} onShared={close} />}
      </Modal>
    </>
  );
}
