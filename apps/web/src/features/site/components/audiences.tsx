import { Anchor, Button, Container } from "@mantine/core";
import {
  type Icon,
  IconArrowRight,
  IconBroadcast,
  IconBuildingStore,
  IconCash,
  IconChartBar,
  IconContract,
  IconHanger,
  IconHeartHandshake,
  IconLayoutGrid,
  IconShoppingBag,
  IconSparkles,
  IconTruckDelivery,
  IconUserHeart,
} from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { EarningsVignette, OrdersVignette, OutfitVignette } from "./audience-art.tsx";
import classes from "./home.module.css";

interface Benefit {
  icon: Icon;
  title: string;
  text: string;
}

interface Audience {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  benefits: Benefit[];
  cta: string;
  /** A second, lighter way in, beside the call to join. */
  aside?: { label: string; to: string };
  art: ReactNode;
}

const audiences: Audience[] = [
  {
    id: "customers",
    eyebrow: "For customers",
    title: "Discover looks you will actually wear",
    intro:
      "Your wall fills with outfits and closets from the people and shops you follow, and every piece in a look can be bought.",
    benefits: [
      {
        icon: IconLayoutGrid,
        title: "A wall of real outfits",
        text: "Explore outfits and closets, open any look and see each piece in it, with its shop and price.",
      },
      {
        icon: IconUserHeart,
        title: "Follow the people you love",
        text: "Follow stylists and friends, chat with them, and block anyone you would rather not hear from.",
      },
      {
        icon: IconHanger,
        title: "Your closet, organised",
        text: "Build closets from what you own and what you want next, one item at a time.",
      },
      {
        icon: IconShoppingBag,
        title: "One cart, every shop",
        text: "Check out once; each retailer ships its part and you follow every order in My orders.",
      },
    ],
    cta: "Join as a customer",
    art: <OutfitVignette />,
  },
  {
    id: "influencers",
    eyebrow: "For influencers",
    title: "Turn your style into income",
    intro: "Share what you wear, get paid for the sales it brings, and let brands and clients come to you.",
    benefits: [
      {
        icon: IconCash,
        title: "Affiliate commissions",
        text: "Earn on the orders your looks bring in, follow earnings and orders, and withdraw when you are ready.",
      },
      {
        icon: IconSparkles,
        title: "Sell styling services",
        text: "List your services, from closet edits to event styling, and get hired by people who love your eye.",
      },
      {
        icon: IconContract,
        title: "Offers and contracts from brands",
        text: "Receive offers from retailers, agree the terms, and keep every contract in one place.",
      },
      {
        icon: IconBroadcast,
        title: "Live events",
        text: "Host live events with products attached, invite your followers and see their reactions as they come.",
      },
    ],
    cta: "Join as an influencer",
    art: <EarningsVignette />,
  },
  {
    id: "retailers",
    eyebrow: "For retailers",
    title: "Sell where style is already happening",
    intro:
      "Put your products inside the looks people share, and work with the influencers your customers follow.",
    benefits: [
      {
        icon: IconBuildingStore,
        title: "Your shop, your way",
        text: "Set up your shop, list your products and configure how it appears to customers.",
      },
      {
        icon: IconTruckDelivery,
        title: "Orders and shipping",
        text: "Receive the orders for your products, offer your own shipping methods and update each order's status.",
      },
      {
        icon: IconHeartHandshake,
        title: "Work with influencers",
        text: "Send offers, sign contracts and invite influencers to your events, with commissions paid on real sales.",
      },
      {
        icon: IconChartBar,
        title: "Live selling and metrics",
        text: "Run live shopping events with your products attached, and follow your store's numbers as they move.",
      },
    ],
    cta: "Open your shop on CBM",
    aside: { label: "Not ready yet? Tell us about your business", to: "/retailer-questionnaire" },
    art: <OrdersVignette />,
  },
];

function AudienceSection({ audience, flip }: { audience: Audience; flip: boolean }) {
  const titleId = `${audience.id}-title`;
  return (
    <section
      id={audience.id}
      aria-labelledby={titleId}
      className={`${classes.audience} ${flip ? classes.flip : ""}`}
    >
      <div className={classes.audienceArt}>{audience.art}</div>
      <div>
        <span className={classes.eyebrow}>{audience.eyebrow}</span>
        <h3 id={titleId} className={classes.audienceTitle}>
          {audience.title}
        </h3>
        <p className={classes.lead}>{audience.intro}</p>
        <ul className={classes.benefits}>
          {audience.benefits.map(({ icon: BenefitIcon, title, text }) => (
            <li key={title}>
              <span className={classes.benefitIcon}>
                <BenefitIcon size={20} stroke={1.6} aria-hidden="true" />
              </span>
              <div>
                <strong>{title}</strong>
                <p>{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <Button
          component={Link}
          to="/register"
          variant="outline"
          color="ink.9"
          radius="xl"
          size="md"
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
        >
          {audience.cta}
        </Button>
        {audience.aside && (
          <Anchor component={Link} to={audience.aside.to} c="ink.9" ml="md">
            {audience.aside.label}
          </Anchor>
        )}
      </div>
    </section>
  );
}

/** Who CBM is for: customers, influencers and retailers, each with what they get and their way in. */
export function Audiences() {
  return (
    <section className={classes.section} aria-labelledby="audiences-title">
      <Container size="lg">
        <span className={classes.eyebrow}>Who it is for</span>
        <h2 id="audiences-title" className={classes.sectionTitle}>
          One wall. <em>Three ways&nbsp;in.</em>
        </h2>
        <p className={classes.lead}>
          Customers come for the looks, influencers for the audience and the income, retailers for the sales.
          On CBM they meet in the same place.
        </p>
        <div style={{ marginTop: 48 }}>
          {audiences.map((audience, index) => (
            <AudienceSection key={audience.id} audience={audience} flip={index % 2 === 1} />
          ))}
        </div>
      </Container>
    </section>
  );
}
