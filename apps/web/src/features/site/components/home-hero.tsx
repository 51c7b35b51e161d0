import { Button, Container } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import classes from "./home.module.css";
import { MoodBoard } from "./mood-board.tsx";

const themes = [
  "Outfits",
  "Closets",
  "Live events",
  "Styling services",
  "Offers & contracts",
  "Affiliate earnings",
];

/** The opening of the home page: what CBM is, the way in, and a strip of what one finds there. */
export function HomeHero() {
  return (
    <>
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
    </>
  );
}
