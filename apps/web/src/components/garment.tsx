import type { ReactElement } from "react";

/**
 * Flat fashion glyphs drawn by hand for the site pages: compact inline SVG, no image requests.
 * Each piece takes a main colour; folds and seams are darker or lighter washes of it.
 */
export type GarmentKind = "dress" | "coat" | "bag" | "heels" | "sunglasses" | "hat" | "top" | "trousers";

const SHADE = "#1f1a17";
const SHINE = "#fffdf9";

function Dress({ color }: { color: string }) {
  return (
    <>
      <path d="M42 8h3l1 20h-3zM55 8h3l-1 20h-3z" fill={color} />
      <path d="M41 27q9 6 18 0l3 14q1 5-4 8l15 40q-23 9-46 0l15-40q-5-3-4-8z" fill={color} />
      <path d="M42 47h16l1 4H41z" fill={SHADE} opacity=".22" />
      <path d="M50 51l-8 38M50 51l9 37M50 51v39" stroke={SHADE} strokeWidth="1.4" opacity=".14" fill="none" />
      <path d="M44 30q6 10 14-2" stroke={SHINE} strokeWidth="1.4" opacity=".35" fill="none" />
    </>
  );
}

function Coat({ color }: { color: string }) {
  return (
    <>
      <path d="M39 10l11 8 11-8 14 7 6 47-8 2-4-30v56H30V36l-4 30-8-2 6-47z" fill={color} />
      <path d="M39 10l11 30-6 4-9-26zM61 10L50 40l6 4 9-26z" fill={SHADE} opacity=".2" />
      <path d="M30 54h40v6H30z" fill={SHADE} opacity=".22" />
      <rect
        x="46"
        y="53"
        width="8"
        height="8"
        rx="1.5"
        fill="none"
        stroke={SHINE}
        strokeWidth="1.6"
        opacity=".7"
      />
      <path d="M50 44v48" stroke={SHADE} strokeWidth="1.2" opacity=".2" />
      <circle cx="44" cy="68" r="1.8" fill={SHADE} opacity=".3" />
      <circle cx="44" cy="78" r="1.8" fill={SHADE} opacity=".3" />
      <circle cx="56" cy="68" r="1.8" fill={SHADE} opacity=".3" />
      <circle cx="56" cy="78" r="1.8" fill={SHADE} opacity=".3" />
    </>
  );
}

function Bag({ color }: { color: string }) {
  return (
    <>
      <path d="M35 42q0-24 15-24t15 24" fill="none" stroke={color} strokeWidth="4.5" strokeLinecap="round" />
      <path d="M35 42q0-24 15-24t15 24" fill="none" stroke={SHADE} strokeWidth="4.5" opacity=".18" />
      <path d="M22 40h56l5 44q0 5-5 5H22q-5 0-5-5z" fill={color} />
      <path d="M22 40h56l-4 17q-24 10-48 0z" fill={SHADE} opacity=".2" />
      <circle cx="50" cy="58" r="3.6" fill="#d9b46a" />
      <path d="M24 84h52" stroke={SHINE} strokeWidth="1.2" opacity=".3" />
    </>
  );
}

function Heels({ color }: { color: string }) {
  return (
    <>
      <ellipse cx="50" cy="86" rx="38" ry="3" fill={SHADE} opacity=".12" />
      <path d="M77 54l8-2-1 33h-3z" fill={SHADE} opacity=".85" />
      <path
        d="M11 78q0-12 13-14l14-1q15-1 26-15 7-8 15-6l6 4-1 9-7 3q-9 4-15 14-3 6-11 6l-34 3q-6 0-6-3z"
        fill={color}
      />
      <path d="M24 64q14 4 30-5" stroke={SHADE} strokeWidth="1.6" opacity=".25" fill="none" />
      <path d="M11 78q18-1 40 0" stroke={SHADE} strokeWidth="1.6" opacity=".25" fill="none" />
    </>
  );
}

function Sunglasses({ color }: { color: string }) {
  return (
    <>
      <path d="M45 44q5-5 10 0" fill="none" stroke={color} strokeWidth="3" />
      <path d="M8 40l6 2M92 40l-6 2" stroke={color} strokeWidth="3" strokeLinecap="round" />
      <path d="M13 41q0-5 7-5l20 2q6 1 6 7 0 15-15 16-15 0-18-20z" fill={color} />
      <path d="M87 41q0-5-7-5l-20 2q-6 1-6 7 0 15 15 16 15 0 18-20z" fill={color} />
      <path d="M20 44q3 9 10 11M61 44q3 9 10 11" stroke={SHINE} strokeWidth="2" opacity=".35" fill="none" />
    </>
  );
}

function Hat({ color }: { color: string }) {
  return (
    <>
      <ellipse cx="50" cy="66" rx="42" ry="11" fill={color} />
      <path d="M30 66q0-32 20-32t20 32z" fill={color} />
      <path d="M30 66q0-32 20-32t20 32z" fill={SHADE} opacity=".1" />
      <path d="M31 56q19 5 38 0v6q-19 5-38 0z" fill={SHADE} opacity=".32" />
      <path d="M14 70q36 10 72 0" stroke={SHADE} strokeWidth="1.4" opacity=".16" fill="none" />
    </>
  );
}

function Top({ color }: { color: string }) {
  return (
    <>
      <path d="M38 14q12 8 24 0l20 8 6 22-12 4-4-10v52H28V38l-4 10-12-4 6-22z" fill={color} />
      <path d="M38 14q12 8 24 0" stroke={SHADE} strokeWidth="2" opacity=".22" fill="none" />
      <path d="M28 78h44M28 82h44" stroke={SHADE} strokeWidth="1.2" opacity=".16" />
    </>
  );
}

function Trousers({ color }: { color: string }) {
  return (
    <>
      <path d="M30 10h40l6 82H56l-6-54-6 54H24z" fill={color} />
      <path d="M30 10h40v7H30z" fill={SHADE} opacity=".22" />
      <path d="M40 20v66M60 20v66" stroke={SHINE} strokeWidth="1.2" opacity=".3" />
      <path d="M50 17v21" stroke={SHADE} strokeWidth="1.4" opacity=".25" />
    </>
  );
}

const pieces = {
  dress: Dress,
  coat: Coat,
  bag: Bag,
  heels: Heels,
  sunglasses: Sunglasses,
  hat: Hat,
  top: Top,
  trousers: Trousers,
} satisfies Record<GarmentKind, (props: { color: string }) => ReactElement>;

/** One decorative garment, scaled to its box; hidden from assistive technology. */
export function Garment({
  kind,
  color,
  className,
}: {
  kind: GarmentKind;
  color: string;
  className?: string;
}) {
  const Piece = pieces[kind];
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true" focusable="false">
      <Piece color={color} />
    </svg>
  );
}
