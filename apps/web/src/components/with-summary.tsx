import { Paper } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./with-summary.module.css";

/** A page's main column, and beside it on a wide screen (below it on a phone) a summary that stays in view. */
export function WithSummary({ children, summary }: { children: ReactNode; summary: ReactNode }) {
  return (
    <div className={classes.layout}>
      {children}
      <Paper withBorder radius="lg" p="lg" bg="var(--cbm-paper)" className={classes.summary}>
        {summary}
      </Paper>
    </div>
  );
}
