import classes from "./typing-indicator.module.css";

/** Three dots while the assistant is answering, announced once to screen readers. */
export function TypingIndicator() {
  return (
    <div role="status" aria-label="CBM Assistant is typing" className={classes.bubble}>
      <span className={classes.dot} />
      <span className={classes.dot} />
      <span className={classes.dot} />
    </div>
  );
}
