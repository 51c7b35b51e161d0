import { type Currency, SHIPPING_LIMITS, type ShippingMethod } from "@cbm/contracts";
import { Button, EmptyState, Group, Modal, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconPlus, IconSettings, IconTruckDelivery } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { LoadError } from "../../../components/load-error.tsx";
import { RoleGate } from "../../../components/role-gate.tsx";
import { notify } from "../../../lib/notify.ts";
import { ownStoreQuery, shippingMethodsQuery, useDeleteShippingMethod } from "../api.ts";
import { Notice } from "../components/notice.tsx";
import { ReadyToSell } from "../components/sell-status.tsx";
import { ShippingMethodCard } from "../components/shipping-method-card.tsx";
import { ShippingMethodForm } from "../components/shipping-method-form.tsx";
import classes from "../components/shipping-methods.module.css";

const GRID = { base: 1, sm: 2, lg: 3 } as const;

function Loading() {
  return (
    <SimpleGrid
      cols={GRID}
      spacing="md"
      role="status"
      aria-busy="true"
      aria-label="Loading your shipping methods"
    >
      <Skeleton height={200} radius="lg" />
      <Skeleton height={200} radius="lg" />
    </SimpleGrid>
  );
}

function ConfirmDelete({
  method,
  lastActive,
  deleting,
  onConfirm,
  onClose,
}: {
  method: ShippingMethod | null;
  /** Deleting it leaves the store without an active method. */
  lastActive: boolean;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={method !== null} onClose={onClose} title="Delete this shipping method?" centered>
      {method && (
        <Stack gap="lg">
          <Text>
            <Text span fw={600}>
              {method.name}
            </Text>{" "}
            will no longer be offered at checkout. Orders already placed keep it.
          </Text>
          {lastActive && (
            <Notice>
              It is your only active method: your products cannot be bought until you add another.
            </Notice>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" color="ink" onClick={onClose} disabled={deleting}>
              Keep it
            </Button>
            <Button color="red.9" onClick={onConfirm} loading={deleting}>
              Delete method
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function Empty({ onAdd }: { onAdd: () => void }) {
  return (
    <EmptyState
      className={classes.empty}
      icon={<IconTruckDelivery size={28} aria-hidden />}
      variant="light"
      title="No shipping methods yet"
      description="Your products cannot be bought until your store has an active shipping method. Add one with its price, delivery time and the countries it reaches."
    >
      <EmptyState.Actions>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
          Add a shipping method
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

function Methods({ currency }: { currency: Currency }) {
  const methods = useQuery(shippingMethodsQuery());
  const remove = useDeleteShippingMethod();
  /** The method in the dialog: null for a new one; undefined when the dialog is closed. */
  const [editing, setEditing] = useState<ShippingMethod | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<ShippingMethod | null>(null);

  if (methods.isPending) return <Loading />;
  if (methods.isError)
    return (
      <LoadError title="We could not load your shipping methods" onRetry={() => void methods.refetch()} />
    );

  const items = methods.data.items;
  const active = items.filter((method) => method.active);
  const full = items.length >= SHIPPING_LIMITS.methods;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: ({ message }) => {
        notify.success(message);
        setDeleting(null);
      },
      onError: notify.error,
    });
  };

  return (
    <Stack gap="lg">
      {items.length === 0 ? (
        <Empty onAdd={() => setEditing(null)} />
      ) : (
        <>
          {active.length === 0 ? (
            <Notice title="Your products cannot be bought">
              None of your shipping methods is active. Make one active so shoppers can check out.
            </Notice>
          ) : (
            <ReadyToSell title="Ready to sell:">
              {active.length === 1
                ? "1 active method is offered at checkout."
                : `${active.length} active methods are offered at checkout.`}
            </ReadyToSell>
          )}
          <SimpleGrid
            component="ul"
            cols={GRID}
            spacing="md"
            className={classes.list}
            aria-label="Your shipping methods"
          >
            {items.map((method) => (
              <ShippingMethodCard
                key={method.id}
                method={method}
                currency={currency}
                busy={remove.isPending && remove.variables === method.id}
                onEdit={() => setEditing(method)}
                onDelete={() => setDeleting(method)}
              />
            ))}
          </SimpleGrid>
          <Group gap="sm">
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setEditing(null)}
              disabled={full}
            >
              Add a shipping method
            </Button>
            {full && (
              <Text size="sm" c="ink.7">
                You have {SHIPPING_LIMITS.methods}, the most a store can keep.
              </Text>
            )}
          </Group>
        </>
      )}
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? `Edit ${editing.name}` : "Add a shipping method"}
        size="lg"
      >
        <ShippingMethodForm
          method={editing ?? undefined}
          currency={currency}
          onCancel={() => setEditing(undefined)}
          onSaved={(saved) => {
            notify.success(editing ? `${saved.name} is updated.` : `${saved.name} is added.`);
            setEditing(undefined);
          }}
        />
      </Modal>
      <ConfirmDelete
        method={deleting}
        lastActive={Boolean(deleting?.active) && active.length === 1}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

function ShippingMethods() {
  const store = useQuery(ownStoreQuery());
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} maw={620}>
          <Text tt="uppercase" fw={600} c="rose.8" size="sm" lts={1}>
            Your store
          </Text>
          <Title order={1} fz={{ base: "h2", sm: "h1" }}>
            Shipping Methods
          </Title>
          <Text c="dimmed">
            The ways your orders travel: what each costs the shopper, how long it takes and where it goes.
            {store.data && ` Prices are in ${store.data.currency}, your store's currency.`}
          </Text>
        </Stack>
        <Button
          component={Link}
          to="/shop-configuration"
          variant="default"
          leftSection={<IconSettings size={18} aria-hidden />}
        >
          Shop configuration
        </Button>
      </Group>
      {store.isPending ? (
        <Loading />
      ) : store.isError ? (
        <LoadError title="We could not load your store" onRetry={() => void store.refetch()} />
      ) : (
        <Methods currency={store.data.currency} />
      )}
    </Stack>
  );
}

/** `/shipping-methods`: the store's shipping methods, added and changed in a dialog. */
export function ShippingMethodsPage() {
  return (
    <RoleGate rule="retailer">
      <ShippingMethods />
    </RoleGate>
  );
}
