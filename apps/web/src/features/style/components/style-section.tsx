import { COLOUR_PALETTE, STYLE_STEPS, type StyleProfile } from "@cbm/contracts";
import { Button, Group, Progress, Skeleton, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconArrowRight, IconSparkles } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { SettingsSection } from "../../settings/index.ts";
import { styleProfileQuery } from "../questionnaire.ts";

function Progressed({ profile }: { profile: StyleProfile }) {
  const done = new Set([...profile.answeredSteps, ...profile.skippedSteps]).size;
  const colours = profile.answers.favouriteColours.map((colour) => COLOUR_PALETTE[colour].label);
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{profile.completedAt ? "Your style profile is complete" : "Your style profile"}</Text>
        <Text size="sm" c="dimmed">
          {done} of {STYLE_STEPS.length} steps
        </Text>
      </Group>
      <Progress
        value={(done / STYLE_STEPS.length) * 100}
        color="rose"
        size="sm"
        aria-label="Questionnaire progress"
      />
      {colours.length > 0 && (
        <Text size="sm" c="dimmed">
          Favourite colours: {colours.join(", ")}
        </Text>
      )}
    </Stack>
  );
}

/** Where the style questionnaire stands, and the way back into it. */
export function StyleSection() {
  const style = useQuery(styleProfileQuery());
  const complete = Boolean(style.data && !style.data.nextStep);
  return (
    <SettingsSection
      title="Style profile"
      description="Your sizes, colours, brands and style. Your wall, the shop and the CBM Assistant follow these answers."
    >
      <Group gap="lg" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="rose" size={52} radius="xl" visibleFrom="xs">
          <IconSparkles size={26} aria-hidden />
        </ThemeIcon>
        <Stack gap="md" flex={1}>
          {style.isPending ? (
            <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading your style profile">
              <Skeleton height={16} width="50%" />
              <Skeleton height={8} />
            </Stack>
          ) : style.data ? (
            <Progressed profile={style.data} />
          ) : (
            <Text size="sm" c="dimmed">
              Answer a few questions about your style, or change the answers you gave.
            </Text>
          )}
          <Group>
            <Button
              component={Link}
              to="/questionnaire"
              rightSection={<IconArrowRight size={16} aria-hidden />}
            >
              {complete ? "Review your answers" : "Continue the questionnaire"}
            </Button>
          </Group>
        </Stack>
      </Group>
    </SettingsSection>
  );
}
