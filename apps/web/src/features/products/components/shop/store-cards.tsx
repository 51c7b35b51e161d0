import type { Store, StoreCard } from "@cbm/contracts";
import { Card, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { StoreLogo } from "../../../../components/store-logo.tsx";
import classes from "./shop.module.css";
import { StorePolicies, VacationNotice } from "./store-policies.tsx";

const count = (products: number) => `${products} ${products === 1 ? "product" : "products"}`;

/** The stores with most products: cards of logo, name and product count, each to its store's page. */
export function FeaturedStores({ stores }: { stores: StoreCard[] }) {
  if (stores.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="featured-stores">
      <Title order={2} fz="h3" id="featured-stores">
        Featured stores
      </Title>
      <Group
        gap="sm"
        wrap="nowrap"
        className={classes.row}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: "none" }}
      >
        {stores.map((store) => (
          <li key={store.id} className={classes.storeItem}>
            <Card
              component={Link}
              to={`/shop/${store.slug}/products`}
              withBorder
              radius="lg"
              padding="sm"
              className={classes.storeCard}
              h="100%"
            >
              <Group gap="sm" wrap="nowrap">
                <StoreLogo store={store} size={48} />
                <Stack gap={0} miw={0}>
                  <Text fw={600} size="sm" lineClamp={1}>
                    {store.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {count(store.productCount)}
                  </Text>
                </Stack>
              </Group>
            </Card>
          </li>
        ))}
      </Group>
    </Stack>
  );
}

/** The top of a store's page: banner, logo, name, description, vacation notice, handling, shipping, returns. */
export function StoreHeader({ store }: { store: Store }) {
  return (
    <Stack gap="lg">
      {store.banner && <img src={store.banner} alt="" className={classes.banner} />}
      <Group gap="md" wrap="nowrap" align="center">
        <StoreLogo store={store} size={72} />
        <Stack gap={2} miw={0}>
          <Text tt="uppercase" fw={600} c="rose.8" size="sm" lts={1}>
            Store
          </Text>
          <Title order={1} fz={{ base: "h2", sm: "h1" }}>
            {store.name}
          </Title>
          <Text size="sm" c="dimmed">
            {count(store.productCount)}
          </Text>
        </Stack>
      </Group>
      <VacationNotice vacation={store.vacation} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {store.description ? (
          <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{store.description}</Text>
        ) : (
          <Text c="dimmed">This store has not described itself yet.</Text>
        )}
        <Paper withBorder radius="lg" p="md" bg="var(--cbm-paper)">
          <StorePolicies
            policies={{
              ...store,
              shippingMethods: store.shippingMethods.filter((method) => method.active),
            }}
            currency={store.currency}
          />
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
