import "@fontsource-variable/fraunces/wght-italic.css";
import { Audiences } from "../components/audiences.tsx";
import { ClosingInvitation } from "../components/closing-invitation.tsx";
import classes from "../components/home.module.css";
import { HomeHero } from "../components/home-hero.tsx";
import { HowItWorks } from "../components/how-it-works.tsx";

/** The front door for visitors: what CBM is, who it serves, and the way in. */
export function HomePage() {
  return (
    <div className={classes.page}>
      <HomeHero />
      <Audiences />
      <HowItWorks />
      <ClosingInvitation />
    </div>
  );
}
