import { CONTACT_MESSAGE_MAX, ContactMessageBodySchema } from "@cbm/contracts";
import {
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import {
  IconBuildingStore,
  IconClock,
  IconMailCheck,
  IconNews,
  IconPackage,
  IconSend,
  IconSparkles,
} from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { fieldErrors } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { session } from "../../../lib/session.ts";
import { useSendContactMessage } from "../api.ts";

const TOPICS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <IconPackage size={20} aria-hidden />,
    title: "Orders and returns",
    text: "A parcel that has not arrived, a size that does not fit, a refund. Add your order number so we find it fast.",
  },
  {
    icon: <IconBuildingStore size={20} aria-hidden />,
    title: "Retailer partnerships",
    text: "Open a shop on CBM, bring your collections to our community and sell through the looks people share.",
  },
  {
    icon: <IconSparkles size={20} aria-hidden />,
    title: "Influencer partnerships",
    text: "Style for brands, sell your services and grow with the people who follow your closet.",
  },
  {
    icon: <IconNews size={20} aria-hidden />,
    title: "Press",
    text: "Interviews, facts and images about CBM for your story.",
  },
];

function SideText() {
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Text tt="uppercase" fw={600} c="rose.8" size="sm" lts={1}>
          Contact
        </Text>
        <Title order={1}>We would love to hear from you.</Title>
        <Text c="dimmed">
          A question, an idea or a brand you want to see on CBM? Write to us: real people read every message.
        </Text>
      </Stack>
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {TOPICS.map((topic) => (
          <Group key={topic.title} component="li" gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color="rose" size={40} radius="xl">
              {topic.icon}
            </ThemeIcon>
            <Stack gap={2}>
              <Text fw={600}>{topic.title}</Text>
              <Text size="sm" c="dimmed">
                {topic.text}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconClock size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">
          We answer by email within two working days, usually sooner. Our team works Monday to Friday.
        </Text>
      </Group>
    </Stack>
  );
}

function ThankYou({ message, onAnother }: { message: string; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md" align="center" ta="center" py="xl">
      <ThemeIcon variant="light" color="teal" size={64} radius="xl">
        <IconMailCheck size={32} aria-hidden />
      </ThemeIcon>
      <Title order={2} ref={heading} tabIndex={-1} style={{ outline: "none" }}>
        Thank you
      </Title>
      <Text maw={380}>{message}</Text>
      <Text size="sm" c="dimmed" maw={380}>
        Keep an eye on your inbox, and on your spam folder just in case.
      </Text>
      <Button variant="light" onClick={onAnother}>
        Write another message
      </Button>
    </Stack>
  );
}

/** A new message: members find their name and email already filled in. */
function emptyMessage() {
  const user = session.read()?.user;
  return { name: user?.fullName ?? "", email: user?.email ?? "", subject: "", message: "" };
}

/** `/contact`: anyone may write to CBM, signed in or not. */
export function ContactPage() {
  const send = useSendContactMessage();
  const [thanks, setThanks] = useState<string | null>(null);
  const form = useForm({
    mode: "uncontrolled",
    initialValues: emptyMessage(),
    validate: schemaResolver(ContactMessageBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const messageLength = form.useWatchValue("message").length;
  const tooLong = messageLength > CONTACT_MESSAGE_MAX;

  const submit = form.onSubmit((values) =>
    send.mutate(values, {
      onSuccess: ({ message }) => {
        notify.success(message);
        form.reset();
        setThanks(message);
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notify.error(error);
      },
    }),
  );

  return (
    <Container size="lg" py={{ base: "md", sm: 40 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 64 }}>
        <SideText />
        <Paper
          withBorder
          radius="lg"
          p={{ base: "lg", sm: 36 }}
          bg="var(--cbm-paper)"
          style={{ alignSelf: "start" }}
        >
          {thanks ? (
            <ThankYou message={thanks} onAnother={() => setThanks(null)} />
          ) : (
            <form onSubmit={submit} noValidate aria-label="Contact form">
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput
                    label="Name"
                    autoComplete="name"
                    required
                    key={form.key("name")}
                    {...form.getInputProps("name")}
                  />
                  <TextInput
                    label="Email"
                    type="email"
                    autoComplete="email"
                    required
                    key={form.key("email")}
                    {...form.getInputProps("email")}
                  />
                </SimpleGrid>
                <TextInput
                  label="Subject"
                  placeholder="What is it about?"
                  required
                  key={form.key("subject")}
                  {...form.getInputProps("subject")}
                />
                <Textarea
                  label="Message"
                  placeholder="Tell us everything we need to help you"
                  required
                  autosize
                  minRows={6}
                  maxRows={16}
                  inputWrapperOrder={["label", "input", "description", "error"]}
                  description={
                    <Text
                      component="span"
                      size="xs"
                      c={tooLong ? "red.8" : "dimmed"}
                      display="block"
                      ta="right"
                    >
                      {messageLength.toLocaleString("en-US")} / {CONTACT_MESSAGE_MAX.toLocaleString("en-US")}{" "}
                      characters
                    </Text>
                  }
                  key={form.key("message")}
                  {...form.getInputProps("message")}
                />
                <Group justify="space-between" gap="sm">
                  <Text size="xs" c="dimmed" maw={280}>
                    We only use your details to answer you.
                  </Text>
                  <Button
                    type="submit"
                    size="md"
                    loading={send.isPending}
                    leftSection={<IconSend size={18} aria-hidden />}
                  >
                    Send message
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
