import "@fontsource-variable/fraunces/wght-italic.css";
import { Anchor, Button, Container, Group } from "@mantine/core";
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
import { Garment } from "../../../components/garment.tsx";
import { EarningsVignette, OrdersVignette, OutfitVignette } from "../components/audience-art.tsx";
import classes from "../components/home.module.css";
import { MoodBoard } from "../components/mood-board.tsx";

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

const steps = [
  {
    title: "Join",
    text: "Create your account as a customer, an influencer or a retailer. It takes a minute.",
  },
  {
    title: "Set your style",
    text: "A short questionnaire: sizes, body type, the colours you love and avoid, your brands and where you shop.",
  },
  {
    title: "Follow and discover",
    text: "Follow people and shops; your wall becomes a feed of outfits and closets that fit you.",
  },
  {
    title: "Shop the look",
    text: "Add pieces to one cart and pay once. Each retailer ships its part, and you track every parcel.",
  },
];

const themes = [
  "Outfits",
  "Closets",
  "Live events",
  "Styling services",
  "Offers & contracts",
  "Affiliate earnings",
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

/** The front door for visitors: what CBM is, who it serves, and the way in. */
export function HomePage() {
  return (
    <div className={classes.page}>
      <section className={classes.hero} aria-labelledby="home-title">
        <Container size="lg">
          <div className={classes.heroGrid}>
            <div>
              <span className={classes.eyebrow}>The social fashion marketplace</span>
              <h1 id="home-title" className={classes.display}>
                <span>Wear it.</span> <span>Share it.</span> <em>Shop&nbsp;it.</em>
              </h1>
              <p className={classes.lead}>
                CBM is a wall of real outfits and closets, joined to real shops. Follow the people whose style
                you love, save their looks, and buy the pieces straight from the retailers who sell them.
              </p>
              <div className={classes.heroActions}>
                <Button component={Link} to="/register" size="lg" radius="xl">
                  Join CBM, it's free
                </Button>
                <Button component={Link} to="/login" size="lg" radius="xl" variant="outline" color="ink.9">
                  Log in
                </Button>
              </div>
              <nav className={classes.audienceLinks} aria-label="Who CBM is for">
                <span>Made for</span>
                <a href="#customers">Customers</a>
                <a href="#influencers">Influencers</a>
                <a href="#retailers">Retailers</a>
              </nav>
            </div>
            <MoodBoard />
          </div>
        </Container>
      </section>

      <div className={classes.ticker}>
        <Container size="lg">
          <ul className={classes.tickerList} aria-label="What you will find on CBM">
            {themes.map((theme) => (
              <li key={theme}>{theme}</li>
            ))}
          </ul>
        </Container>
      </div>

      <section className={classes.section} aria-labelledby="audiences-title">
        <Container size="lg">
          <span className={classes.eyebrow}>Who it is for</span>
          <h2 id="audiences-title" className={classes.sectionTitle}>
            One wall. <em>Three ways&nbsp;in.</em>
          </h2>
          <p className={classes.lead}>
            Customers come for the looks, influencers for the audience and the income, retailers for the
            sales. On CBM they meet in the same place.
          </p>
          <div style={{ marginTop: 48 }}>
            {audiences.map((audience, index) => (
              <AudienceSection key={audience.id} audience={audience} flip={index % 2 === 1} />
            ))}
          </div>
        </Container>
      </section>

      <section className={classes.how} aria-labelledby="how-title">
        <Container size="lg">
          <span className={classes.eyebrow}>How it works</span>
          <h2 id="how-title" className={classes.sectionTitle}>
            From first look to <em>front door.</em>
          </h2>
          <ol className={classes.steps}>
            {steps.map((step, index) => (
              <li key={step.title}>
                <span className={classes.stepNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <h3 className={classes.stepTitle}>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section className={classes.closing} aria-labelledby="closing-title">
        <Container size="lg">
          <div className={classes.closingPanel}>
            <div>
              <span className={classes.eyebrow}>Your invitation</span>
              <h2 id="closing-title" className={classes.closingTitle}>
                Your next look is <em>already on the wall.</em>
              </h2>
              <p className={classes.closingText}>
                Join free as a customer, or bring your audience or your shop to CBM. Set up takes a minute,
                and your wall starts with the first person you follow.
              </p>
              <Group gap="sm">
                <Button component={Link} to="/register" size="lg" radius="xl" color="rose.1" c="ink.9">
                  Join CBM
                </Button>
                <Button component={Link} to="/login" size="lg" radius="xl" variant="outline" color="rose.1">
                  Log in
                </Button>
              </Group>
            </div>
            <div className={classes.closingArt} aria-hidden="true">
              <div style={{ background: "#f0c2b2" }}>
                <Garment kind="dress" color="#a2462b" />
              </div>
              <div style={{ background: "#d3d8c4" }}>
                <Garment kind="coat" color="#c0925f" />
              </div>
              <div style={{ background: "#f3e4b6" }}>
                <Garment kind="heels" color="#1f1a17" />
              </div>
            </div>
          </div>
        </Container>
      </section>
    </div>
  );
}
