import { Button, Stack } from "@mantine/core";
import {
  IconArrowRight,
  IconChartArrowsVertical,
  IconCircleCheck,
  IconSparkles,
  IconUsersGroup,
} from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { FormIntro, FormPage, ThankYou } from "../../../components/form-page.tsx";
import { IconPoint, IconPointList } from "../../../components/icon-points.tsx";
import { LeadForm } from "../components/lead-form.tsx";
import classes from "../components/retailer-lead.module.css";

const aside = (
  <Stack gap="lg" className={classes.aside}>
    <FormIntro eyebrow="For retailers" title="Bring your shop to CBM.">
      Tell us about your business in a few minutes. Our partnerships team reads every answer and writes back
      with how CBM can work for you. No account needed yet.
    </FormIntro>
    <IconPointList>
      <IconPoint icon={<IconUsersGroup size={20} aria-hidden />} title="Shoppers who love style">
        Your pieces appear in the outfits and closets people share, right where they decide what to wear.
      </IconPoint>
      <IconPoint icon={<IconSparkles size={20} aria-hidden />} title="Creators who fit your brand">
        We introduce you to influencers whose style and audience match yours, from gifting to live events.
      </IconPoint>
      <IconPoint icon={<IconChartArrowsVertical size={20} aria-hidden />} title="Your shop, your way">
        Bring your catalogue, set your shipping and see what sells. We help you get started.
      </IconPoint>
    </IconPointList>
  </Stack>
);

/** `/retailer-questionnaire`: a business tells CBM about itself before signing up, and is thanked. */
export function RetailerLeadPage() {
  const [thanks, setThanks] = useState<string | null>(null);
  return (
    <FormPage aside={aside}>
      {thanks ? (
        <ThankYou
          icon={<IconCircleCheck size={32} aria-hidden />}
          message={thanks}
          hint="Ready now? Create your retailer account and start setting up your shop; we will pick up from there."
          width={400}
          action={
            <Button
              component={Link}
              to="/register"
              size="md"
              radius="xl"
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              Create your retailer account
            </Button>
          }
        />
      ) : (
        <LeadForm onSent={setThanks} />
      )}
    </FormPage>
  );
}
