import { ThemeIcon } from "@mantine/core";
import { IconRosetteDiscountCheck } from "@tabler/icons-react";
import { Finish, QuestionnaireHub } from "../../../components/questionnaire/index.ts";
import { RETAILER_QUESTIONNAIRE } from "../questionnaire.ts";

/** `/retailers/questionnaire`: on to the first open step; once every step is answered, the finish. */
export function RetailerQuestionnairePage() {
  return (
    <QuestionnaireHub
      view={RETAILER_QUESTIONNAIRE}
      finish={() => (
        <Finish
          view={RETAILER_QUESTIONNAIRE}
          icon={
            <ThemeIcon variant="light" color="teal" size={56} radius="xl">
              <IconRosetteDiscountCheck size={30} aria-hidden />
            </ThemeIcon>
          }
          eyebrow="Questionnaire complete"
          title="Your business profile is ready"
          lead="Thank you. Our partnerships team uses it to match you with creators who fit your brand, and you will hear from us when they do."
        />
      )}
    />
  );
}
