import { Container } from "@mantine/core";
import classes from "./home.module.css";

const steps = [
  {
    title: "Join",
    text: "Create your account as a customer, an influencer or a retailer. It takes a minute.",
  },
  {
    title: "Set your style",
    text: "A short questionnaire: sizes, body type, the colours you love and avoid, your brands and where you shop.",
  },
  {
    title: "Follow and discover",
    text: "Follow people and shops; your wall becomes a feed of outfits and closets that fit you.",
  },
  {
    title: "Shop the look",
    text: "Add pieces to one cart and pay once. Each retailer ships its part, and you track every parcel.",
  },
];

/** The four steps from joining to a parcel at the door. */
export function HowItWorks() {
  return (
    <section className={classes.how} aria-labelledby="how-title">
      <Container size="lg">
        <span className={classes.eyebrow}>How it works</span>
        <h2 id="how-title" className={classes.sectionTitle}>
          From first look to <em>front door.</em>
        </h2>
        <ol className={classes.steps}>
          {steps.map((step, index) => (
            <li key={step.title}>
              <span className={classes.stepNumber} aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className={classes.stepTitle}>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
