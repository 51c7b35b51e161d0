import type { Card } from "@cbm/contracts";
import { Text } from "@mantine/core";
import { BookEntry } from "../../../components/book/index.ts";

const BRANDS: Record<string, string> = {
  amex: "American Express",
  diners: "Diners Club",
  discover: "Discover",
  jcb: "JCB",
  mastercard: "Mastercard",
  unionpay: "UnionPay",
  visa: "Visa",
};

/** The brand as the card shows it: "visa" -> "Visa". */
const brandName = (brand: string) => BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

/** The card as it is printed: "Visa •••• 4242", the dots not read aloud. */
export function CardDigits({ card }: { card: Pick<Card, "brand" | "last4"> }) {
  return (
    <>
      {brandName(card.brand)} <span aria-hidden>••••</span> {card.last4}
    </>
  );
}

/** The card as it is read aloud: "Visa ending in 4242". */
export const cardName = (card: Card) => `${brandName(card.brand)} ending in ${card.last4}`;

/** "05/2029". */
const expiryOf = (card: Card) => `${String(card.expMonth).padStart(2, "0")}/${card.expYear}`;

function hasExpired(card: Card, today = new Date()) {
  return card.expYear * 12 + card.expMonth < today.getFullYear() * 12 + today.getMonth() + 1;
}

/** "Expires 05/2029", or that it has expired. */
export function CardExpiry({ card }: { card: Card }) {
  return hasExpired(card) ? (
    <Text size="sm" c="red.9" fw={500}>
      Expired {expiryOf(card)}
    </Text>
  ) : (
    <Text size="sm" c="ink.7">
      Expires {expiryOf(card)}
    </Text>
  );
}

export interface SavedCardProps {
  card: Card;
  onRemove: () => void;
  onMakeDefault: () => void;
  /** A change to this card is being saved: its buttons wait. */
  busy?: boolean;
}

/** One saved card: its brand and last four digits, the default badge, its expiry. */
export function SavedCard({ card, onRemove, onMakeDefault, busy }: SavedCardProps) {
  return (
    <BookEntry
      name={cardName(card)}
      title={<CardDigits card={card} />}
      kind="card"
      isDefault={card.isDefault}
      onRemove={onRemove}
      removeWord="Remove"
      onMakeDefault={onMakeDefault}
      busy={busy}
    >
      <CardExpiry card={card} />
    </BookEntry>
  );
}
