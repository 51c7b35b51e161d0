import { Button, Container, Group } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Garment } from "../../../components/garment.tsx";
import classes from "./home.module.css";

/** The last call to join, beside three garments. */
export function ClosingInvitation() {
  return (
    <section className={classes.closing} aria-labelledby="closing-title">
      <Container size="lg">
        <div className={classes.closingPanel}>
          <div>
            <span className={classes.eyebrow}>Your invitation</span>
            <h2 id="closing-title" className={classes.closingTitle}>
              Your next look is <em>already on the wall.</em>
            </h2>
            <p className={classes.closingText}>
              Join free as a customer, or bring your audience or your shop to CBM. Set up takes a minute, and
              your wall starts with the first person you follow.
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
  );
}
