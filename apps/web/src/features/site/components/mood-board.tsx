import type { CSSProperties } from "react";
import { Garment, type GarmentKind } from "../../../components/garment.tsx";
import classes from "./home.module.css";

interface Tile {
  kind: GarmentKind;
  color: string;
  background: string;
  shape: "arch" | "card" | "round" | "pill";
  /** Where the tile sits on the board, in shares of its width and height. */
  box: CSSProperties;
  /** Enlarges pieces that are small in their own drawing (heels, sunglasses). */
  scale?: number;
}

const tiles: Tile[] = [
  {
    kind: "dress",
    color: "#a2462b",
    background: "#f0c2b2",
    shape: "arch",
    box: { left: 0, top: "7%", width: "50%", height: "58%" },
    scale: 1.15,
  },
  {
    kind: "coat",
    color: "#c0925f",
    background: "#d3d8c4",
    shape: "card",
    box: { left: "54%", top: 0, width: "46%", height: "38%" },
  },
  {
    kind: "bag",
    color: "#1f1a17",
    background: "#f3e4b6",
    shape: "round",
    box: { left: "57%", top: "42%", width: "40%", aspectRatio: "1" },
  },
  {
    kind: "heels",
    color: "#1f1a17",
    background: "#ecdfcf",
    shape: "card",
    box: { left: "5%", top: "69%", width: "46%", height: "31%" },
    scale: 1.25,
  },
  {
    kind: "sunglasses",
    color: "#c9875f",
    background: "#1f1a17",
    shape: "pill",
    box: { left: "56%", top: "83%", width: "44%", height: "17%" },
    scale: 2.1,
  },
];

/** The hero's collage: a stylist's mood board of pieces, with the tags CBM puts on them. */
export function MoodBoard() {
  return (
    <div
      className={classes.board}
      role="img"
      aria-label="A mood board of pieces shared on CBM: a terracotta wrap dress, a camel trench coat, a black handbag, heels and tortoiseshell sunglasses"
    >
      {tiles.map((tile) => (
        <div
          key={tile.kind}
          className={`${classes.tile} ${classes[tile.shape]}`}
          style={
            {
              ...tile.box,
              background: tile.background,
              "--glyph-scale": tile.scale ?? 1,
            } as CSSProperties
          }
        >
          <Garment kind={tile.kind} color={tile.color} />
        </div>
      ))}
      <div className={classes.chip} style={{ left: "-2%", top: "1%" }}>
        <i className={classes.avatar} />
        <div>
          <strong>@mara.styles</strong>
          <span>12.4k followers</span>
        </div>
      </div>
      <div className={classes.chip} style={{ left: "24%", top: "55%" }}>
        <div>
          <strong>Linen wrap dress</strong>
          <span>Atelier Nord · €89</span>
        </div>
      </div>
      <div className={classes.chip} style={{ right: "-1%", top: "72%" }}>
        <i className={classes.liveDot} />
        <strong>Live now</strong>
      </div>
    </div>
  );
}
