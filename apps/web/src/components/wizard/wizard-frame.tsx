import { Button } from "@mantine/core";
import { IconArrowLeft, IconArrowRight } from "@tabler/icons-react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from "react";
import classes from "./wizard.module.css";

export interface WizardFrameProps {
  /** Where this step sits in the flow, from 1, and how many steps the person will see. */
  step: number;
  total: number;
  title: ReactNode;
  /** A sentence or two under the title: why we ask. */
  lead?: ReactNode;
  /** The step's fields. */
  children: ReactNode;
  /**
   * Continue was pressed (or Enter in a field: the frame is then a form). Leave it out when the fields
   * are a form of their own, with their own submit button: forms cannot nest, and one Continue is enough.
   */
  onContinue?: () => void;
  /** Shows Back; leave it out on the first step. */
  onBack?: () => void;
  /** Shows "Skip for now" when given. */
  onSkip?: () => void;
  /** The answer is being saved: Continue spins and the footer waits. */
  saving?: boolean;
  /** The skip is being saved: Skip spins and the footer waits. */
  skipping?: boolean;
  /** Keeps Continue off until the step has an answer. */
  continueDisabled?: boolean;
  continueLabel?: string;
}

/**
 * The frame of one questionnaire step: "Step n of m" with a bar, the title and lead, the step's fields,
 * and a footer with Back, Skip and Continue. It knows nothing of what is asked; the page saves and moves on.
 */
export function WizardFrame({
  step,
  total,
  title,
  lead,
  children,
  onContinue,
  onBack,
  onSkip,
  saving = false,
  skipping = false,
  continueDisabled = false,
  continueLabel = "Continue",
}: WizardFrameProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = saving || skipping;
  const percent = Math.round((Math.min(step, total) / total) * 100);

  // A new step is a new page for screen readers too: start reading at its title.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !continueDisabled) onContinue?.();
  };

  const content = (
    <>
      <div className={classes.progress}>
        <span className={classes.eyebrow}>
          Step {step} of {total}
        </span>
        <div
          className={classes.track}
          role="progressbar"
          aria-label="Questionnaire progress"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of ${total}`}
        >
          <div className={classes.bar} style={{ width: `${percent}%` }} />
        </div>
      </div>
      <header>
        <h1 id={titleId} ref={heading} tabIndex={-1} className={classes.title}>
          {title}
        </h1>
        {lead && <p className={classes.lead}>{lead}</p>}
      </header>
      <div>{children}</div>
      <div className={classes.footer}>
        {onBack && (
          <Button
            className={classes.back}
            variant="subtle"
            color="ink"
            radius="xl"
            disabled={busy}
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            onClick={onBack}
          >
            Back
          </Button>
        )}
        {onSkip && (
          <Button
            className={classes.skip}
            variant="subtle"
            color="ink"
            radius="xl"
            loading={skipping}
            disabled={saving}
            onClick={onSkip}
          >
            Skip for now
          </Button>
        )}
        {onContinue && (
          <Button
            className={classes.continue}
            type="submit"
            size="md"
            radius="xl"
            loading={saving}
            disabled={skipping || continueDisabled}
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {continueLabel}
          </Button>
        )}
      </div>
    </>
  );
  return onContinue ? (
    <form className={classes.frame} onSubmit={submit} aria-labelledby={titleId} noValidate>
      {content}
    </form>
  ) : (
    <section className={classes.frame} aria-labelledby={titleId}>
      {content}
    </section>
  );
}
