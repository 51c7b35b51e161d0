import type { BodyType } from "@cbm/contracts";

/** Half-widths (of a 100-wide figure) at the shoulders, waist and hips: the proportions each shape names. */
const PROPORTIONS: Record<BodyType, { shoulders: number; waist: number; hips: number }> = {
  hourglass: { shoulders: 29, waist: 16, hips: 30 },
  pear: { shoulders: 21, waist: 17, hips: 33 },
  apple: { shoulders: 26, waist: 30, hips: 25 },
  rectangle: { shoulders: 25, waist: 23, hips: 25 },
  "inverted-triangle": { shoulders: 35, waist: 20, hips: 20 },
};

/** The left half of the figure's outline, from the neck down to the foot. */
function leftOutline(type: BodyType): string {
  const { shoulders, waist, hips } = PROPORTIONS[type];
  const x = (offset: number) => 50 - offset;
  return [
    "M 45,30",
    `C ${x(shoulders * 0.5)},36 ${x(shoulders)},36 ${x(shoulders)},48`,
    `C ${x(shoulders)},74 ${x(waist)},80 ${x(waist)},96`,
    `C ${x(waist)},112 ${x(hips)},116 ${x(hips)},134`,
    `C ${x(hips)},160 ${x(hips * 0.62)},178 ${x(hips * 0.48)},196`,
  ].join(" ");
}

const INK = "var(--mantine-color-rose-8)";
const FILL = "var(--mantine-color-rose-1)";

/** A figure drawn in code for a body type: one half, and its mirror image. */
export function BodySilhouette({ type, height = 120 }: { type: BodyType; height?: number | string }) {
  const outline = leftOutline(type);
  const half = (
    <>
      <path d={`${outline} L 50,196 L 50,30 Z`} fill={FILL} />
      <path d={outline} fill="none" stroke={INK} strokeWidth="1.5" strokeLinecap="round" />
    </>
  );
  return (
    <svg viewBox="0 0 100 200" height={height} aria-hidden="true" focusable="false">
      <circle cx="50" cy="16" r="11" fill={FILL} stroke={INK} strokeWidth="1.5" />
      {half}
      <g transform="translate(100 0) scale(-1 1)">{half}</g>
      <path d="M 50,150 L 50,196" stroke={INK} strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
