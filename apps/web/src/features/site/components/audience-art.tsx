import { Garment } from "../../../components/garment.tsx";
import classes from "./home.module.css";

/** A shared outfit as it appears on the wall, with its pieces and the way to buy them. */
export function OutfitVignette() {
  return (
    <div
      className={classes.art}
      style={{ background: "#f8e2da" }}
      role="img"
      aria-label="An outfit card on the CBM wall: four pieces and a Shop the look button"
    >
      <div className={classes.mock}>
        <div className={classes.mockHead}>
          <i className={classes.avatar} />
          <div>
            <strong>Weekend in Lisbon</strong>
            <span>@noor.wears · 4 pieces</span>
          </div>
        </div>
        <div className={classes.lookGrid}>
          <div style={{ background: "#f3e4b6" }}>
            <Garment kind="hat" color="#c0925f" />
          </div>
          <div style={{ background: "#d3d8c4" }}>
            <Garment kind="top" color="#fffdf9" />
          </div>
          <div style={{ background: "#ecdfcf" }}>
            <Garment kind="trousers" color="#5f5047" />
          </div>
          <div style={{ background: "#f0c2b2" }}>
            <Garment kind="bag" color="#a2462b" />
          </div>
        </div>
        <div className={classes.mockButton}>
          <span>Shop the look</span>
          <span>€214</span>
        </div>
      </div>
    </div>
  );
}

/** An influencer's earnings at a glance, with a brand's offer waiting. */
export function EarningsVignette() {
  const bars = [34, 48, 40, 62, 55, 74, 92];
  return (
    <div
      className={classes.art}
      style={{ background: "#d3d8c4" }}
      role="img"
      aria-label="An influencer's affiliate earnings rising week by week, and a new offer from a brand"
    >
      <div className={classes.mock}>
        <span className={classes.eyebrow}>Affiliate earnings</span>
        <div className={classes.figure}>€1,284.50</div>
        <span style={{ color: "#5f5047" }}>This month, from 63 orders</span>
        <div className={classes.bars}>
          {bars.map((height, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative series
            <i key={index} style={{ height: `${height}%` }} />
          ))}
        </div>
        <div className={classes.row}>
          <div className={classes.thumb} style={{ background: "#f3e4b6" }}>
            <Garment kind="coat" color="#c0925f" />
          </div>
          <div className={classes.rowText}>
            <strong>New offer · Maison Rue</strong>
            <span>Spring capsule, 3 posts</span>
          </div>
          <span className={classes.status} data-tone="ink">
            Review
          </span>
        </div>
      </div>
    </div>
  );
}

/** A retailer's incoming orders and tonight's live event. */
export function OrdersVignette() {
  const orders = [
    {
      kind: "dress",
      color: "#a2462b",
      background: "#f0c2b2",
      name: "Linen wrap dress",
      meta: "Order #4821 · Express",
      status: "Paid",
      tone: "rose",
    },
    {
      kind: "heels",
      color: "#1f1a17",
      background: "#ecdfcf",
      name: "Slingback heels",
      meta: "Order #4820 · Standard",
      status: "Shipped",
      tone: "sage",
    },
    {
      kind: "sunglasses",
      color: "#c9875f",
      background: "#f3e4b6",
      name: "Tortoise sunglasses",
      meta: "Order #4817 · Pick-up",
      status: "Delivered",
      tone: "ink",
    },
  ] as const;
  return (
    <div
      className={classes.art}
      style={{ background: "#f3e4b6" }}
      role="img"
      aria-label="A retailer's order list with paid, shipped and delivered orders, and a live event starting tonight"
    >
      <div className={classes.mock}>
        <div className={classes.mockHead}>
          <div>
            <strong>Orders today</strong>
            <span>Atelier Nord</span>
          </div>
        </div>
        {orders.map((order) => (
          <div key={order.name} className={classes.row}>
            <div className={classes.thumb} style={{ background: order.background }}>
              <Garment kind={order.kind} color={order.color} />
            </div>
            <div className={classes.rowText}>
              <strong>{order.name}</strong>
              <span>{order.meta}</span>
            </div>
            <span className={classes.status} data-tone={order.tone}>
              {order.status}
            </span>
          </div>
        ))}
        <div className={classes.mockButton}>
          <span>Live event · Spring edit</span>
          <span>19:00</span>
        </div>
      </div>
    </div>
  );
}
