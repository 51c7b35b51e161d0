import { RETAILER_STEPS, type RetailerQuestionnaire } from "@cbm/contracts";
import { Button, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconArrowRight, IconRosetteDiscountCheck, IconUser } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, Navigate } from "@tanstack/react-router";
import { ChangeAnswers, WithAnswers } from "../../../components/questionnaire-flow.tsx";
import { RoleGate } from "../../../components/role-gate.tsx";
import { useSession } from "../../../lib/use-session.ts";
import { retailerQuestionnaireQuery } from "../api.ts";
import { HOME, STEP_NAMES } from "../steps.ts";

/** The finish: the business profile is complete, where to go next, and a way back to each answer. */
function ProfileReady() {
  const userId = useSession()?.user?.id;
  return (
    <Stack gap={36} maw={760} mx="auto" pt={{ base: 8, sm: 32 }} pb="xl">
      <Stack gap="md" align="flex-start">
        <ThemeIcon variant="light" color="teal" size={56} radius="xl">
          <IconRosetteDiscountCheck size={30} aria-hidden />
        </ThemeIcon>
        <Text tt="uppercase" fw={600} c="rose.8" size="xs" lts={2.5}>
          Questionnaire complete
        </Text>
        <Title order={1} fz={{ base: 36, sm: 48 }} fw={500} lh={1.05}>
          Your business profile is ready
        </Title>
        <Text size="lg" c="dimmed" maw={560}>
          Thank you. Our partnerships team uses it to match you with creators who fit your brand, and you will
          hear from us when they do.
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
      <ChangeAnswers steps={RETAILER_STEPS} names={STEP_NAMES} home={HOME} />
    </Stack>
  );
}

function Hub() {
  const query = useQuery({ ...retailerQuestionnaireQuery(), refetchOnMount: "always" });
  return (
    <WithAnswers query={query} what="your business profile" fresh>
      {(questionnaire: RetailerQuestionnaire) =>
        questionnaire.nextStep ? (
          <Navigate to="/retailers/questionnaire/$step" params={{ step: questionnaire.nextStep }} replace />
        ) : (
          <ProfileReady />
        )
      }
    </WithAnswers>
  );
}

/** `/retailers/questionnaire`: on to the first open step; once every step is answered, the finish. */
export function RetailerQuestionnairePage() {
  return (
    <RoleGate rule="retailer">
      <Hub />
    </RoleGate>
  );
}
