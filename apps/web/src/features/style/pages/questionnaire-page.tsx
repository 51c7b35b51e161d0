import type { StyleProfile } from "@cbm/contracts";
import { Button, Group } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { QuestionnaireHub } from "../../../components/questionnaire/index.ts";
import { AnswerSummary } from "../components/answer-summary.tsx";
import classes from "../components/questionnaire.module.css";
import { STYLE_QUESTIONNAIRE } from "../questionnaire.ts";

function Summary({ profile }: { profile: StyleProfile }) {
  return (
    <section className={classes.summary} aria-labelledby="style-profile-title">
      <span className={classes.eyebrow}>Style profile complete</span>
      <h1 id="style-profile-title" className={classes.display}>
        Your style <em>profile</em>
      </h1>
      <p className={classes.lead}>
        Thank you. Your wall, the shop and the CBM Assistant now follow these answers. Change any of them
        whenever you like.
      </p>
      <Group mt="xl">
        <Button
          component={Link}
          to="/wall"
          size="lg"
          radius="xl"
          rightSection={<IconArrowRight size={18} aria-hidden />}
        >
          Go to your wall
        </Button>
      </Group>
      <AnswerSummary profile={profile} />
    </section>
  );
}

/** `/questionnaire`: on to the first open step, or, once every step is done, the finished profile. */
export function QuestionnairePage() {
  return <QuestionnaireHub view={STYLE_QUESTIONNAIRE} finish={(profile) => <Summary profile={profile} />} />;
}
