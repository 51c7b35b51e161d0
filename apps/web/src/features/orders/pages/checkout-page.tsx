import type { Cart, CartStore, Currency } from "@cbm/contracts";
import { Alert, Button, Group, SegmentedControl, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconLock, IconShoppingBag } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { AddInDialog } from "../../../components/add-in-dialog.tsx";
import { Choices } from "../../../components/choices.tsx";
import { EmptyInvitation } from "../../../components/empty-invitation.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { WithSummary } from "../../../components/with-summary.tsx";
import { ApiError, messageFor } from "../../../lib/api-error.ts";
import { formatMoney } from "../../../lib/money.ts";
import { notify } from "../../../lib/notify.ts";
import { AddressForm, addressesQuery, countryName } from "../../addresses/index.ts";
import { cartQuery } from "../../cart/index.ts";
import { CardForm, cardName, cardsQuery, useBankCheckedPayment } from "../../payments/index.ts";
import { shippingOptionsQuery, usePlaceOrder } from "../api.ts";
import { StorePart } from "../components/checkout/store-part.tsx";
import { Section } from "../components/section.tsx";

const newKey = () => crypto.randomUUID().replaceAll("-", "");

/** The stores with something to buy now, their lines cut to those. */
const buyableParts = (cart: Cart): CartStore[] =>
  cart.stores
    .map((part) => ({ ...part, lines: part.lines.filter((line) => !line.problem) }))
    .filter((part) => part.lines.length > 0);

/** `/checkout`: where it goes, how each store ships it, how it is paid; one charge, one order per store. */
export function CheckoutPage() {
  const navigate = useNavigate();
  const cart = useQuery(cartQuery());
  const addresses = useQuery(addressesQuery());
  const cards = useQuery(cardsQuery());
  const [addressChoice, setAddress] = useState<string | null>(null);
  const [cardChoice, setCard] = useState<string | null>(null);
  const [currencyChoice, setCurrency] = useState<Currency | null>(null);
  const [methodChoices, setMethods] = useState<Record<string, string>>({});
  // One key per attempt: sent again after a lost answer it never charges twice; a refusal starts anew.
  const [key, setKey] = useState(newKey);
  const place = usePlaceOrder(key);
  // A bank that refuses its check is told to the server at once, which gives the stock back.
  const { pay, confirming, waiting, bankRefusal, bankDialog } = useBankCheckedPayment(place.mutateAsync, {
    resendAfterRefusal: true,
  });

  const addressId = addressChoice ?? addresses.data?.items.find((address) => address.isDefault)?.id ?? null;
  const cardId = cardChoice ?? cards.data?.items.find((card) => card.isDefault)?.id ?? null;
  const options = useQuery({ ...shippingOptionsQuery(addressId ?? ""), enabled: addressId !== null });

  if (cart.isPending || addresses.isPending || cards.isPending)
    return <Skeleton height={320} radius="lg" maw={1100} role="status" aria-label="Loading the checkout" />;
  if (cart.isError || addresses.isError || cards.isError)
    return <LoadError title="The checkout could not load" onRetry={() => void cart.refetch()} />;

  const parts = buyableParts(cart.data);
  if (parts.length === 0)
    return (
      <EmptyInvitation
        icon={<IconShoppingBag size={28} aria-hidden />}
        title="Nothing to check out"
        description="Your cart holds nothing that can be bought now."
        py={48}
        width={480}
      >
        <Button component={Link} to="/cart">
          Back to your cart
        </Button>
      </EmptyInvitation>
    );

  const currencies = [...new Set(parts.map((part) => part.currency))];
  const currency = currencyChoice ?? (currencies[0] as Currency);
  const paying = parts.filter((part) => part.currency === currency);
  const optionsOf = (storeId: string) =>
    options.data?.stores.find((store) => store.storeId === storeId)?.methods;
  const methodOf = (storeId: string) => methodChoices[storeId] ?? optionsOf(storeId)?.[0]?.id ?? null;
  const shippingOf = (storeId: string) =>
    optionsOf(storeId)?.find((option) => option.id === methodOf(storeId))?.priceMinor ?? 0;
  const total = paying.reduce((sum, part) => sum + part.subtotalMinor + shippingOf(part.store.id), 0);
  const ready =
    addressId !== null && cardId !== null && paying.every((part) => methodOf(part.store.id) !== null);
  const leftOut = cart.data.stores.flatMap((part) => part.lines).filter((line) => line.problem).length;

  const placeOrder = () => {
    if (!addressId || !cardId) return;
    const shippingMethods = Object.fromEntries(
      paying.map((part) => [part.store.id, methodOf(part.store.id) ?? ""]),
    );
    pay({ addressId, shippingMethods, paymentMethodId: cardId }).then(
      (checkout) => {
        notify.success(
          checkout.orders.length === 1
            ? "Thank you! Your order is placed."
            : `Thank you! Your ${checkout.orders.length} orders are placed.`,
        );
        void navigate({ to: "/my-orders" });
      },
      // A refused order can be tried again as a new one; an unknown outcome (503) keeps its key.
      (error) => {
        if (!(error instanceof ApiError) || error.status !== 503) setKey(newKey());
      },
    );
  };
  const refusal = bankRefusal ?? (place.isError && !confirming ? messageFor(place.error) : undefined);

  return (
    <Stack gap="lg" maw={1100}>
      {bankDialog}
      <PageIntro eyebrow="Shop" title="Checkout" lead="Each store ships its own part; you pay once." />
      {refusal && (
        <Alert color="red" variant="light" role="alert" title="Your order was not placed">
          {refusal}
        </Alert>
      )}
      <WithSummary
        summary={
          <Stack gap="sm">
            <Title order={2} fz="h4">
              Order total
            </Title>
            <Group justify="space-between">
              <Text>To pay now</Text>
              <Text fw={700} size="lg">
                {formatMoney(total, currency)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {paying.length === 1 ? "One order" : `${paying.length} orders, one per store`}, paid in one
              charge.
              {leftOut > 0 &&
                ` ${leftOut === 1 ? "1 item" : `${leftOut} items`} of your cart cannot be bought now and ${leftOut === 1 ? "stays" : "stay"} in it.`}
            </Text>
            <Button
              size="md"
              leftSection={<IconLock size={18} aria-hidden />}
              disabled={!ready}
              loading={place.isPending || waiting}
              onClick={placeOrder}
            >
              Place order
            </Button>
          </Stack>
        }
      >
        <Stack gap="lg">
          <Section
            title="Delivery address"
            aside={
              <AddInDialog
                label="Add an address"
                form={(close) => (
                  <AddressForm
                    onSaved={(address) => {
                      setAddress(address.id);
                      close();
                    }}
                    onCancel={close}
                  />
                )}
              />
            }
          >
            {addresses.data.items.length === 0 ? (
              <Text c="dimmed">Add an address to have your order delivered.</Text>
            ) : (
              <Choices
                label="Deliver to"
                value={addressId}
                onChange={setAddress}
                choices={addresses.data.items.map((address) => ({
                  value: address.id,
                  title: address.label ?? address.fullName,
                  detail: `${address.line1}, ${address.postalCode} ${address.city}, ${countryName(address.country)}`,
                }))}
              />
            )}
          </Section>
          {currencies.length > 1 && (
            <Alert variant="light" color="ink" title="Stores in different currencies">
              <Stack gap="xs">
                <Text size="sm">
                  Stores that sell in different currencies are paid for one currency at a time.
                </Text>
                <SegmentedControl
                  value={currency}
                  onChange={(value) => setCurrency(value as Currency)}
                  data={currencies}
                  aria-label="Pay now for the stores in"
                />
              </Stack>
            </Alert>
          )}
          {paying.map((part) => (
            <StorePart
              key={part.store.id}
              part={part}
              options={addressId ? optionsOf(part.store.id) : []}
              method={methodOf(part.store.id)}
              onMethod={(methodId) => setMethods({ ...methodChoices, [part.store.id]: methodId })}
            />
          ))}
          <Section
            title="Payment"
            aside={
              <AddInDialog
                label="Add a card"
                form={(close) => (
                  <CardForm
                    onSaved={(card) => {
                      setCard(card.id);
                      close();
                    }}
                    onCancel={close}
                  />
                )}
              />
            }
          >
            {cards.data.items.length === 0 ? (
              <Text c="dimmed">Add a card to pay with.</Text>
            ) : (
              <Choices
                label="Pay with"
                value={cardId}
                onChange={setCard}
                choices={cards.data.items.map((card) => ({
                  value: card.id,
                  title: cardName(card),
                  detail: `Expires ${String(card.expMonth).padStart(2, "0")}/${card.expYear}`,
                }))}
              />
            )}
          </Section>
        </Stack>
      </WithSummary>
    </Stack>
  );
}
