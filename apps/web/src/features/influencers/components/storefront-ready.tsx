import { INFLUENCER_STEPS, type InfluencerOnboarding } from "@cbm/contracts";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight, IconUser } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { ChangeAnswers } from "../../../components/questionnaire-flow.tsx";
import { useSession } from "../../../lib/use-session.ts";
import { HOME, STEP_NAMES } from "../steps.ts";
import { StorefrontPreview } from "./storefront-preview.tsx";
import classes from "./storefront-ready.module.css";

/** The finish of onboarding: the storefront as it is, where to go next, and a way back to each answer. */
export function StorefrontReady({ onboarding }: { onboarding: InfluencerOnboarding }) {
  const userId = useSession()?.user?.id;
  const { profile } = onboarding;
  return (
    <section className={classes.ready} aria-labelledby="storefront-ready-title">
      <Stack gap="md">
        <Text tt="uppercase" fw={600} c="rose.8" size="xs" lts={2.5}>
          Onboarding complete
        </Text>
        <Title order={1} id="storefront-ready-title" className={classes.title}>
          Your storefront is ready
        </Title>
        <Text className={classes.lead}>
          {profile.published
            ? "It is live: followers find it on your profile and in the influencer list. Share your looks and they can shop them."
            : "It is saved as a draft. Publish it from the last step whenever you are ready; until then only you see it."}
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
      <StorefrontPreview store={profile} />
      <ChangeAnswers steps={INFLUENCER_STEPS} names={STEP_NAMES} home={HOME} />
    </section>
  );
}
