import type { Questionnaire } from "@cbm/contracts";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight, IconPencil, IconUser } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useSession } from "../../lib/use-session.ts";
import type { QuestionnaireView, StepOf } from "./view.ts";

/** On a questionnaire's finish: a link back to each step, to change that answer. */
export function ChangeAnswers<Q extends Questionnaire>({ view }: { view: QuestionnaireView<Q> }) {
  const steps: readonly StepOf<Q>[] = view.declared.steps;
  return (
    <Stack gap="xs" component="nav" aria-label="Change your answers">
      <Text fw={600}>Change your answers</Text>
      <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {steps.map((step) => (
          <li key={step}>
            <Button
              component={Link}
              to={`${view.home}/${step}`}
              variant="default"
              radius="xl"
              size="sm"
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              {view.names[step]}
            </Button>
          </li>
        ))}
      </Group>
    </Stack>
  );
}

/**
 * A questionnaire's finish: what it made, where to go next (one's profile, the wall), what it looks
 * like (`children`), and a way back to each answer.
 */
export function Finish<Q extends Questionnaire>({
  view,
  icon,
  eyebrow,
  title,
  lead,
  children,
}: {
  view: QuestionnaireView<Q>;
  icon?: ReactNode;
  eyebrow: string;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}) {
  const userId = useSession()?.user?.id;
  return (
    <Stack
      component="section"
      aria-label={title}
      gap={36}
      maw={760}
      mx="auto"
      pt={{ base: 8, sm: 32 }}
      pb="xl"
    >
      <Stack gap="md" align="flex-start">
        {icon}
        <Text tt="uppercase" fw={600} c="rose.8" size="xs" lts={2.5}>
          {eyebrow}
        </Text>
        <Title order={1} fz={{ base: 36, sm: 48 }} fw={500} lh={1.05}>
          {title}
        </Title>
        <Text size="lg" c="dimmed" maw={560}>
          {lead}
        </Text>
        <Group gap="sm" mt="xs">
          {userId && (
            <Button
              component={Link}
              to={`/users/profile/${userId}`}
              size="md"
              radius="xl"
              leftSection={<IconUser size={18} aria-hidden />}
            >
              View your profile
            </Button>
          )}
          <Button
            component={Link}
            to="/wall"
            size="md"
            radius="xl"
            variant="default"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            Go to your wall
          </Button>
        </Group>
      </Stack>
      {children}
      <ChangeAnswers view={view} />
    </Stack>
  );
}
