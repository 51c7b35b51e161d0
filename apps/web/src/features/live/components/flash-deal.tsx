import { type FlashDeal, LIVE_LIMITS } from "@cbm/contracts";
import { Button, Group, NumberInput, Paper, Progress, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconBolt } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Price } from "../../../components/price.tsx";
import { type Choice, ProductChoice } from "../../../components/product-choice.tsx";
import { messageFor } from "../../../lib/api-error.ts";
import { formatMoney } from "../../../lib/money.ts";
import { liveProductQuery, useClaim, useEndDeal } from "../api.ts";
import { countdown, type DealPhase, dealPhase, useNow } from "../deal-clock.ts";

/** Why the viewer cannot buy from the deal now, if so. */
function whyNot(deal: FlashDeal, phase: DealPhase): string | null {
  if (phase === "upcoming") return "The deal opens when the countdown ends.";
  if (phase === "closed") return "This deal has ended.";
  if (deal.remaining === 0) return "Sold out: every unit of the deal is taken.";
  if (deal.viewerTaken >= deal.perBuyerLimit) return "You have taken as many as the deal allows.";
  return null;
}

/** How many to buy, then Buy now: the units are reserved at once and checkout follows. */
function ClaimAction({ deal, eventId, choice }: { deal: FlashDeal; eventId: string; choice: Choice }) {
  const most = Math.max(1, Math.min(deal.perBuyerLimit - deal.viewerTaken, deal.remaining));
  const [quantity, setQuantity] = useState(1);
  const claim = useClaim(eventId);
  const navigate = useNavigate();
  const buy = (variantId: string) =>
    claim.mutate(
      { dealId: deal.id, variantId, quantity },
      { onSuccess: () => void navigate({ to: "/checkout" }) },
    );
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <NumberInput
          label="Quantity"
          value={quantity}
          onChange={(value) => setQuantity(typeof value === "number" ? value : 1)}
          min={1}
          max={most}
          clampBehavior="strict"
          allowDecimal={false}
          w={96}
        />
        <Button
          flex={1}
          leftSection={<IconBolt size={18} aria-hidden />}
          disabled={!choice.variantId || Boolean(choice.unavailable)}
          loading={claim.isPending}
          onClick={() => choice.variantId && buy(choice.variantId)}
        >
          Buy now at {formatMoney(deal.priceMinor, deal.currency)}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {choice.unavailable ??
          `Buy now reserves them for you for ${LIVE_LIMITS.reservationMinutes} minutes while you check out.`}
      </Text>
      {claim.isError && (
        <Text size="sm" c="red.8" role="alert">
          {messageFor(claim.error)}
        </Text>
      )}
    </Stack>
  );
}

const PHASE_WORDS: Record<DealPhase, string> = { upcoming: "Starts in", open: "Ends in", closed: "Ended" };

/** The flash deal on the live: its price, countdown, units left and limit per buyer, and Buy. */
export function FlashDealBanner({
  deal,
  eventId,
  host,
}: {
  deal: FlashDeal;
  eventId: string;
  host: boolean;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const end = useEndDeal(eventId);
  const now = useNow(deal.state !== "closed");
  const phase = dealPhase(deal, now);
  const blocked = whyNot(deal, phase);
  const until = phase === "upcoming" ? deal.opensAt : deal.closesAt;
  return (
    <Paper component="section" aria-label="Flash deal" radius="lg" p="md" bg="rose.0" withBorder>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6} c="rose.8">
            <IconBolt size={20} aria-hidden />
            <Text fw={700} tt="uppercase" lts={1} size="sm">
              Flash deal
            </Text>
          </Group>
          <Text fw={700} role="timer" aria-label={`${PHASE_WORDS[phase]} ${countdown(until, now)}`}>
            {PHASE_WORDS[phase]} {phase !== "closed" && countdown(until, now)}
          </Text>
        </Group>
        <Text fw={600} lineClamp={1}>
          {deal.product.title}
        </Text>
        <Price
          priceMinor={deal.priceMinor}
          compareAtMinor={deal.product.priceMinor}
          currency={deal.currency}
        />
        <Progress
          value={(deal.remaining / Math.max(1, deal.quantity)) * 100}
          color="rose.8"
          aria-label="Units left"
        />
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            {deal.remaining} of {deal.quantity} left
          </Text>
          <Text size="sm">Limit {deal.perBuyerLimit} per buyer</Text>
        </Group>
        {host ? (
          phase !== "closed" && (
            <Button variant="light" color="red.9" loading={end.isPending} onClick={() => end.mutate(deal.id)}>
              End the deal now
            </Button>
          )
        ) : (
          <Button leftSection={<IconBolt size={18} aria-hidden />} disabled={Boolean(blocked)} onClick={open}>
            Buy at {formatMoney(deal.priceMinor, deal.currency)}
          </Button>
        )}
        {!host && blocked && (
          <Text size="xs" c="dimmed">
            {blocked}
          </Text>
        )}
      </Stack>
      <ProductChoice
        query={liveProductQuery(deal.product.id)}
        title={`Flash deal: ${deal.product.title}`}
        opened={opened}
        onClose={close}
        action={(choice) => <ClaimAction deal={deal} eventId={eventId} choice={choice} />}
      />
    </Paper>
  );
}
