import { Link } from "@tanstack/react-router";
import type { Origin } from "../../../components/questionnaire/index.ts";

/**
 * Mantine's `renderRoot` for a button that links to a step page (a polymorphic `component={Link}` loses
 * the route's typed params). `from` makes saving the step go back there.
 */
export const linkToStep = (step: string, from?: Origin) => (props: Record<string, unknown>) => (
  <Link to="/questionnaire/$step" params={{ step }} search={from ? { from } : {}} {...props} />
);
