import { ActionIcon, Box, Group, Paper, ScrollArea, Stack, Text, TextInput, Transition } from "@mantine/core";
import { IconSparkles, IconX } from "@tabler/icons-react";
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { LinkedText } from "../../../components/linked-text.tsx";
import { askAssistant } from "../api.ts";
import { OPEN_CHATBOT_EVENT } from "../events.ts";
import { EmptyConversation } from "./empty-conversation.tsx";

import { TypingIndicator } from "./typing-indicator.tsx";

interface Message {
  id: number;
  sender: "user" | "bot";
  text: string;
}

const OPEN_SCROLL_DELAY_MS = 100;

function MessageBubble({ message, onNavigate }: { message: Message; onNavigate: () => void }) {
  const fromUser = message.sender === "user";
  return (
    <Box
      data-sender={message.sender}
      px="sm"
      py={6}
      maw="85%"
      style={{
        alignSelf: fromUser ? "flex-end" : "flex-start",
        borderRadius: 12,
        background: fromUser ? "var(--mantine-color-rose-8)" : "var(--mantine-color-ink-0)",
        color: fromUser ? "white" : undefined,
        whiteSpace: "pre-wrap",
        overflowWrap: "anywhere",
      }}
    >
      <Text size="sm">
        {fromUser ? message.text : <LinkedText text={message.text} onNavigate={onNavigate} />}
      </Text>
    </Box>
  );
}

/** The conversation of the page: messages, how many answers are awaited, and sending. */
function useConversation() {
  const [messages, setMessages] = useState<Message[]>([]);
  const [awaited, setAwaited] = useState(0);
  const nextId = useRef(0);

  const append = (sender: Message["sender"], text: string) =>
    setMessages((current) => [...current, { id: nextId.current++, sender, text }]);

  const send = async (input: string) => {
    const text = input.trim();
    if (!text) return;
    append("user", text);
    setAwaited((count) => count + 1);
    const reply = await askAssistant(text);
    setAwaited((count) => count - 1);
    append("bot", reply);
  };

  return { messages, waiting: awaited > 0, send };
}

/** The 'CBM Assistant' window: opened by the open-chatbot event; messages live only in the page. */
export function AssistantOverlay({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const [opened, setOpened] = useState(defaultOpened);
  const [input, setInput] = useState("");
  const { messages, waiting, send } = useConversation();
  const viewport = useRef<HTMLDivElement>(null);
  const close = () => setOpened(false);

  const scrollToBottom = useCallback(
    () => viewport.current?.scrollTo({ top: viewport.current.scrollHeight }),
    [],
  );

  useEffect(() => {
    const open = () => {
      setOpened(true);
      setTimeout(scrollToBottom, OPEN_SCROLL_DELAY_MS);
    };
    window.addEventListener(OPEN_CHATBOT_EVENT, open);
    return () => window.removeEventListener(OPEN_CHATBOT_EVENT, open);
  }, [scrollToBottom]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message or the indicator comes
  useEffect(() => {
    scrollToBottom();
  }, [messages, waiting]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    if (!input.trim()) return;
    setInput("");
    void send(input);
  };

  return (
    <Transition mounted={opened} transition="slide-up" duration={180}>
      {(style) => (
        <Paper
          role="dialog"
          aria-label="CBM Assistant"
          shadow="xl"
          radius="lg"
          withBorder
          style={{
            ...style,
            position: "fixed",
            right: 16,
            bottom: 16,
            zIndex: 300,
            width: "min(380px, calc(100vw - 32px))",
          }}
        >
          <Group
            justify="space-between"
            px="md"
            py="sm"
            bg="ink.9"
            style={{ borderRadius: "var(--mantine-radius-lg) var(--mantine-radius-lg) 0 0" }}
          >
            <Group gap="xs">
              <IconSparkles size={18} color="white" aria-hidden />
              <Text c="white" fw={600}>
                CBM Assistant
              </Text>
            </Group>
            <ActionIcon variant="subtle" color="gray.0" aria-label="Close the assistant" onClick={close}>
              <IconX size={18} />
            </ActionIcon>
          </Group>
          <ScrollArea h={320} viewportRef={viewport} px="md" py="sm">
            <Stack gap="xs" aria-live="polite">
              {messages.length === 0 && (
                <EmptyConversation onAsk={(question) => void send(question)} onNavigate={close} />
              )}
              {messages.map((message) => (
                <MessageBubble key={message.id} message={message} onNavigate={close} />
              ))}
              {waiting && <TypingIndicator />}
            </Stack>
          </ScrollArea>
          <Box px="md" pb="md">
            <TextInput
              label="Ask your question"
              value={input}
              onChange={(event) => setInput(event.currentTarget.value)}
              onKeyDown={onKeyDown}
              placeholder="What goes with wide-leg jeans?"
              autoComplete="off"
            />
          </Box>
        </Paper>
      )}
    </Transition>
  );
}
