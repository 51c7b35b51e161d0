import type { Currency } from "@cbm/contracts";
import { Alert, Button, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBeach, IconPackage, IconRotate, IconTruckDelivery } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { formatMoney } from "../../../../lib/money.ts";

interface Method {
  name: string;
  priceMinor: number;
  freeOverMinor: number | null;
  minDays: number;
  maxDays: number;
}

export interface Policies {
  handlingDays: number;
  returnWindowDays: number;
  returnPolicy: string | null;
  shippingMethods: Method[];
}

const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;
const range = (min: number, max: number) => (min === max ? days(min) : `${min}–${max} days`);

/** "Standard: $4.95, free over $50.00, 2–4 days". */
export function methodSummary(method: Method, currency: Currency) {
  const price = method.priceMinor === 0 ? "free" : formatMoney(method.priceMinor, currency);
  const free =
    method.freeOverMinor !== null && method.priceMinor > 0
      ? `, free over ${formatMoney(method.freeOverMinor, currency)}`
      : "";
  return `${method.name}: ${price}${free}, ${range(method.minDays, method.maxDays)}`;
}

/** "Back on 12 May 2026" from "2026-05-12", read as the calendar day it names. */
const dayOf = (iso: string) =>
  new Date(`${iso}T12:00:00`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });

/** Away: its products can be seen, not bought, until the store is back. */
export function VacationNotice({
  vacation,
}: {
  vacation: { on: boolean; message: string | null; returnsOn: string | null };
}) {
  if (!vacation.on) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconBeach size={20} aria-hidden />}
      title={
        vacation.returnsOn ? `The store is away until ${dayOf(vacation.returnsOn)}` : "The store is away"
      }
      styles={{
        title: { color: "var(--mantine-color-text)" },
        icon: { color: "var(--mantine-color-orange-9)" },
      }}
    >
      {vacation.message ?? "Its products cannot be bought until it is back."}
    </Alert>
  );
}

function Policy({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={3} fz="md" style={{ display: "flex", gap: 8, alignItems: "center" }}>
        <ThemeIcon variant="light" color="ink" size="md" radius="xl" aria-hidden>
          {icon}
        </ThemeIcon>
        {title}
      </Title>
      <div style={{ paddingLeft: 36 }}>{children}</div>
    </Stack>
  );
}

/** A long policy shows its first lines until asked for the rest. */
const SHORT_POLICY = 240;

function ReturnPolicy({ text }: { text: string }) {
  const [whole, setWhole] = useState(false);
  const long = text.length > SHORT_POLICY;
  return (
    <Stack gap={0} align="flex-start" mt={4}>
      <Text
        size="sm"
        c="dimmed"
        style={{ whiteSpace: "pre-line" }}
        lineClamp={long && !whole ? 3 : undefined}
      >
        {text}
      </Text>
      {long && (
        <Button variant="subtle" color="ink" size="compact-sm" px={0} onClick={() => setWhole((was) => !was)}>
          {whole ? "Show less" : "Read the whole policy"}
        </Button>
      )}
    </Stack>
  );
}

/** The store's handling time, shipping methods and returns, as a shopper weighs them. */
export function StorePolicies({ policies, currency }: { policies: Policies; currency: Currency }) {
  return (
    <Stack gap="md">
      <Policy icon={<IconPackage size={16} />} title="Handling time">
        <Text size="sm">Ships within {days(policies.handlingDays)} of the order.</Text>
      </Policy>
      <Policy icon={<IconTruckDelivery size={16} />} title="Shipping">
        {policies.shippingMethods.length === 0 ? (
          <Text size="sm">This store has no shipping method yet.</Text>
        ) : (
          <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: "none" }}>
            {policies.shippingMethods.map((method) => (
              <Text component="li" size="sm" key={method.name}>
                {methodSummary(method, currency)}
              </Text>
            ))}
          </Stack>
        )}
      </Policy>
      <Policy icon={<IconRotate size={16} />} title="Returns">
        <Text size="sm">
          {policies.returnWindowDays === 0
            ? "This store does not take returns."
            : `Returns within ${days(policies.returnWindowDays)} of delivery.`}
        </Text>
        {policies.returnPolicy && <ReturnPolicy text={policies.returnPolicy} />}
      </Policy>
    </Stack>
  );
}
