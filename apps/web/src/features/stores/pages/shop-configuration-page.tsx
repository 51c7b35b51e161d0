import { Button, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { LoadError } from "../../../components/load-error.tsx";
import { RoleGate } from "../../../components/role-gate.tsx";
import { ownStoreQuery } from "../api.ts";
import { SellStatus } from "../components/sell-status.tsx";
import { StoreForm } from "../components/store-form.tsx";

function Loading() {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading your store">
      <Skeleton height={56} radius="md" />
      <Skeleton height={420} radius="lg" />
      <Skeleton height={260} radius="lg" />
    </Stack>
  );
}

function Configuration() {
  const store = useQuery(ownStoreQuery());
  return (
    <Stack gap="xl" maw={880}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} maw={600}>
          <Text tt="uppercase" fw={600} c="rose.8" size="sm" lts={1}>
            Your store
          </Text>
          <Title order={1} fz={{ base: "h2", sm: "h1" }}>
            Shop configuration
          </Title>
          <Text c="dimmed">Your store's name, address, pictures and the terms shoppers buy on.</Text>
        </Stack>
        {store.data && (
          <Button
            component={Link}
            to={`/shop/${store.data.slug}`}
            variant="default"
            leftSection={<IconEye size={18} aria-hidden />}
          >
            Preview your store
          </Button>
        )}
      </Group>
      {store.isPending ? (
        <Loading />
      ) : store.isError ? (
        <LoadError title="We could not load your store" onRetry={() => void store.refetch()} />
      ) : (
        <>
          <SellStatus store={store.data} />
          <StoreForm store={store.data} />
        </>
      )}
    </Stack>
  );
}

/** `/shop-configuration`: the retailer's whole store configuration, and whether it can sell. */
export function ShopConfigurationPage() {
  return (
    <RoleGate rule="retailer">
      <Configuration />
    </RoleGate>
  );
}
