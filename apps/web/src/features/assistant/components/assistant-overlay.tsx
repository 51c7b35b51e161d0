import { ActionIcon, Box, Group, Paper, ScrollArea, Stack, Text, TextInput, Transition } from "@mantine/core";
import { IconSparkles, IconX } from "@tabler/icons-react";
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { askAssistant } from "../api.ts";
import { OPEN_CHATBOT_EVENT } from "../events.ts";

interface Message {
  id: number;
  sender: "user" | "bot";
  text: string;
}

const OPEN_SCROLL_DELAY_MS = 100;

/** The 'CBM Assistant' window: opened by the open-chatbot event; messages live only in the page. */
export function AssistantOverlay({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const [opened, setOpened] = useState(defaultOpened);
  const [messages, setMessages] = useState<Message[]>([]);
  const [input, setInput] = useState("");
  const viewport = useRef<HTMLDivElement>(null);
  const nextId = useRef(0);

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

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message is added
  useEffect(() => {
    scrollToBottom();
  }, [messages]);

  const append = (sender: Message["sender"], text: string) =>
    setMessages((current) => [...current, { id: nextId.current++, sender, text }]);

  const send = async () => {
    const text = input.trim();
    if (!text) return;
    append("user", text);
    setInput("");
    append("bot", await askAssistant(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      void send();
    }
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
            <ActionIcon
              variant="subtle"
              color="gray.0"
              aria-label="Close the assistant"
              onClick={() => setOpened(false)}
            >
              <IconX size={18} />
            </ActionIcon>
          </Group>
          <ScrollArea h={320} viewportRef={viewport} px="md" py="sm">
            <Stack gap="xs" aria-live="polite">
              {messages.length === 0 && (
                <Text size="sm" c="dimmed">
                  Ask about outfits, orders, or how CBM works.
                </Text>
              )}
              {messages.map((message) => (
                <Box
                  key={message.id}
                  data-sender={message.sender}
                  px="sm"
                  py={6}
                  maw="85%"
                  style={{
                    alignSelf: message.sender === "user" ? "flex-end" : "flex-start",
                    borderRadius: 12,
                    background:
                      message.sender === "user"
                        ? "var(--mantine-color-rose-8)"
                        : "var(--mantine-color-ink-0)",
                    color: message.sender === "user" ? "white" : undefined,
                    whiteSpace: "pre-wrap",
                  }}
                >
                  <Text size="sm">{message.text}</Text>
                </Box>
              ))}
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
