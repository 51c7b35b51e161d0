import { COLOUR_PALETTE, type Colour } from "@cbm/contracts";
import { BodySilhouette } from "./body-silhouette.tsx";
import classes from "./questionnaire.module.css";

/** Where each palette dot floats, in percentages of the art, and its size. */
const DOTS: { colour: Colour; left: number; top: number; size: number }[] = [
  { colour: "camel", left: 2, top: 18, size: 64 },
  { colour: "navy", left: 80, top: 10, size: 52 },
  { colour: "cream", left: 84, top: 44, size: 72 },
  { colour: "burgundy", left: 0, top: 56, size: 44 },
  { colour: "olive", left: 76, top: 76, size: 40 },
  { colour: "pink", left: 12, top: 84, size: 30 },
];

/** A figure under an arch with a few palette colours around it: a picture of what the questionnaire asks. */
export function StyleArt() {
  return (
    <div className={classes.art} aria-hidden="true">
      <div className={classes.arch}>
        <BodySilhouette type="hourglass" height="84%" />
      </div>
      {DOTS.map((dot) => (
        <span
          key={dot.colour}
          className={classes.dot}
          style={{
            left: `${dot.left}%`,
            top: `${dot.top}%`,
            width: dot.size,
            height: dot.size,
            background: COLOUR_PALETTE[dot.colour].hex,
          }}
        />
      ))}
    </div>
  );
}
