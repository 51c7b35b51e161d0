import type { Closet } from "@cbm/contracts";
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Garment, type GarmentKind } from "../../../components/garment.tsx";
import { useSession } from "../../../lib/use-session.ts";
import { myClosetsQuery } from "../api.ts";
import { ClosetCover } from "../components/closet-cover.tsx";
import { itemCount } from "../wording.ts";
import classes from "./closet-start-page.module.css";

const STEPS = [
  {
    title: "Create a closet",
    text: "Name it, give it a cover if you like, and choose who sees it: everyone, your followers or only you.",
  },
  {
    title: "Add items from photos",
    text: "One photo per piece, with what it is, its colours and seasons. Save and add the next one, many in a row.",
  },
  {
    title: "Build outfits",
    text: "Put your pieces together into looks, share them on your wall, and find them again when you dress.",
  },
];

const ART: { kind: GarmentKind; color: string; background: string }[] = [
  { kind: "coat", color: "#b5835a", background: "#ebe3d9" },
  { kind: "dress", color: "#a2462b", background: "#f0c2b2" },
  { kind: "trousers", color: "#1f2b47", background: "#dde3d5" },
  { kind: "bag", color: "#1f1a17", background: "#f3e4b6" },
];

function Art() {
  return (
    <div className={classes.art} aria-hidden>
      {ART.map((piece) => (
        <div key={piece.kind} className={classes.tile} style={{ background: piece.background }}>
          <Garment kind={piece.kind} color={piece.color} />
        </div>
      ))}
    </div>
  );
}

function Steps() {
  return (
    <ol className={classes.steps}>
      {STEPS.map((step, index) => (
        <Group key={step.title} component="li" gap="md" wrap="nowrap" align="flex-start">
          <span className={classes.number} aria-hidden>
            {index + 1}
          </span>
          <Stack gap={2}>
            <Text fw={600}>{step.title}</Text>
            <Text size="sm" c="dimmed">
              {step.text}
            </Text>
          </Stack>
        </Group>
      ))}
    </ol>
  );
}

/** One of the person's closets, with the way to add to it. */
function ClosetRow({ closet }: { closet: Closet }) {
  return (
    <Paper withBorder radius="lg" p="sm" bg="var(--cbm-paper)" component="li">
      <Group gap="md" wrap="nowrap">
        <div className={classes.thumb}>
          <ClosetCover closet={closet} sizes={{ whole: "64px", tile: "32px" }} />
        </div>
        <Stack gap={2} flex={1} miw={0}>
          <Anchor
            component={Link}
            to={`/wall/closets/${closet.id}`}
            fw={600}
            c="inherit"
            underline="hover"
            truncate
          >
            {closet.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {itemCount(closet.itemCount)}
          </Text>
        </Stack>
        <Button
          renderRoot={(props) => <Link to="/closet/new-item" search={{ closetId: closet.id }} {...props} />}
          variant="light"
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          aria-label={`Add items to ${closet.name}`}
        >
          Add items
        </Button>
      </Group>
    </Paper>
  );
}

function YourClosets({ closets }: { closets: Closet[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="your-closets" maw={720}>
      <Title order={2} fz="h3" id="your-closets">
        Your closets
      </Title>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {closets.map((closet) => (
          <ClosetRow key={closet.id} closet={closet} />
        ))}
      </Stack>
    </Stack>
  );
}

/** `/closet/start`: from nothing to a first closet with items, in three steps; one's closets, if any. */
export function ClosetStartPage() {
  const userId = useSession()?.user?.id ?? "";
  const { data: mine, isPending } = useQuery(myClosetsQuery(userId));
  const closets = mine?.items ?? [];
  const first = !isPending && closets.length === 0;

  return (
    <Stack gap={48}>
      <div className={classes.intro}>
        <Stack gap="lg">
          <Text tt="uppercase" fw={600} c="rose.8" size="sm" lts={1}>
            Your closet
          </Text>
          <Title order={1} className={classes.display}>
            Your wardrobe, <em>always with you.</em>
          </Title>
          <Text size="lg" c="ink.7" maw={540} lh={1.7}>
            Photograph the pieces you own once, and you will always know what you have, what goes together and
            what to wear tonight.
          </Text>
          <Steps />
          <Group gap="sm" mt="md">
            <Button
              component={Link}
              to="/closet/new"
              size="lg"
              radius="xl"
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              {first || isPending ? "Create your first closet" : "Create another closet"}
            </Button>
            {first && (
              <Button component={Link} to="/wall" size="lg" radius="xl" variant="subtle" color="ink">
                Not now
              </Button>
            )}
          </Group>
        </Stack>
        <Art />
      </div>
      {isPending ? (
        <Skeleton height={88} maw={720} radius="lg" />
      ) : (
        closets.length > 0 && <YourClosets closets={closets} />
      )}
    </Stack>
  );
}
