import { STYLE_STEPS, type StyleProfile } from "@cbm/contracts";
import { Button, Group, Text } from "@mantine/core";
import { IconArrowRight, IconLock, IconRuler, IconShoppingBag, IconSparkles } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { IconPoint } from "../../../components/icon-points.tsx";
import classes from "../components/questionnaire.module.css";
import { linkToStep } from "../components/step-link.tsx";
import { StyleArt } from "../components/style-art.tsx";
import { WithStyleProfile } from "../components/with-style-profile.tsx";

/** Start, continue where the person stopped, or see the finished profile. */
function Actions({ profile, done }: { profile: StyleProfile; done: number }) {
  if (profile.nextStep === null) {
    return (
      <Button
        component={Link}
        to="/questionnaire"
        size="lg"
        radius="xl"
        rightSection={<IconArrowRight size={18} aria-hidden />}
      >
        See your style profile
      </Button>
    );
  }
  const resume = (
    <Button
      renderRoot={linkToStep(profile.nextStep)}
      size="lg"
      radius="xl"
      rightSection={<IconArrowRight size={18} aria-hidden />}
    >
      {done === 0 ? "Start" : "Continue where you left off"}
    </Button>
  );
  return (
    <>
      {resume}
      {done > 0 ? (
        <Button renderRoot={linkToStep(STYLE_STEPS[0])} size="lg" radius="xl" variant="outline" color="ink.9">
          Start from the beginning
        </Button>
      ) : (
        <Button component={Link} to="/wall" size="lg" radius="xl" variant="subtle" color="ink">
          Not now
        </Button>
      )}
    </>
  );
}

function Intro({ profile }: { profile: StyleProfile }) {
  const done = profile.answeredSteps.length + profile.skippedSteps.length;
  return (
    <div className={classes.intro}>
      <div>
        <span className={classes.eyebrow}>Your style profile</span>
        <h1 className={classes.display}>
          Tell us what you <em>love to wear.</em>
        </h1>
        <p className={classes.lead}>
          {STYLE_STEPS.length} short questions about your shape, sizes, colours, brands and the way you shop.
          It takes about 3 minutes, and you can skip anything.
        </p>
        <ul className={classes.reasons}>
          <IconPoint icon={<IconShoppingBag size={20} aria-hidden />} title="A shop sorted for you">
            Pieces in your colours and from your brands come first; the colours you avoid stay out of sight.
          </IconPoint>
          <IconPoint icon={<IconRuler size={20} aria-hidden />} title="Sizes that fit">
            We suggest your size in each brand's own size system.
          </IconPoint>
          <IconPoint icon={<IconSparkles size={20} aria-hidden />} title="Advice that starts from you">
            The CBM Assistant and our stylists know your goals and the occasions you dress for.
          </IconPoint>
        </ul>
        {done > 0 && profile.nextStep !== null && (
          <Text mt="xl" fw={500}>
            You are {done} of {STYLE_STEPS.length} steps in. Your answers so far are saved.
          </Text>
        )}
        <div className={classes.actions}>
          <Actions profile={profile} done={done} />
        </div>
        <Group gap={8} mt="lg" wrap="nowrap" c="dimmed">
          <IconLock size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">Only you see your answers. Change them any time in Settings.</Text>
        </Group>
      </div>
      <StyleArt />
    </div>
  );
}

/** `/questionnaire-start`: why we ask, and the way in (or back in where the person stopped). */
export function QuestionnaireStartPage() {
  return <WithStyleProfile fresh>{(profile) => <Intro profile={profile} />}</WithStyleProfile>;
}
