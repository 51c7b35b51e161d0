import { type TestPaymentMethod, testPaymentMethodOf } from "@cbm/contracts";

// What a card form checks before anything leaves the browser, with the messages Stripe's form shows.

/** Stripe's test cards, which the built-in provider takes, and what a payment with each meets. */
export const TEST_CARDS: readonly { number: string; method: TestPaymentMethod; outcome: string }[] = [
  { number: "4242424242424242", method: "pm_card_visa", outcome: "Succeeds" },
  { number: "4000000000000002", method: "pm_card_chargeDeclined", outcome: "Declined" },
  {
    number: "4000000000009995",
    method: "pm_card_chargeDeclinedInsufficientFunds",
    outcome: "Declined: insufficient funds",
  },
  {
    number: "4000002760003184",
    method: "pm_card_authenticationRequired",
    outcome: "Asks you to confirm with your bank",
  },
];

export interface CardDetails {
  /** As typed and formatted: "4242 4242 4242 4242". */
  number: string;
  /** "MM / YY". */
  expiry: string;
  cvc: string;
}

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** American Express numbers have 15 digits and a 4-digit security code; the others 16 and 3. */
const isAmex = (digits: string) => /^3[47]/.test(digits);
const numberLength = (digits: string) => (isAmex(digits) ? 15 : 16);
export const cvcLength = (number: string) => (isAmex(digitsOf(number)) ? 4 : 3);

/** "42424242424" -> "4242 4242 424": the digits in groups of four, no more than the card has. */
export function formatNumber(text: string): string {
  const digits = digitsOf(text);
  return digits.slice(0, numberLength(digits)).replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1229" -> "12 / 29"; a month can only start with 0 or 1, so "5" is May: "05". */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text)
    .replace(/^[2-9]/, "0$&")
    .slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export const formatCvc = (text: string, number: string) => digitsOf(text).slice(0, cvcLength(number));

/** The check digit every card number carries (Luhn's): it catches a mistyped digit or two swapped. */
function hasValidCheckDigit(digits: string): boolean {
  const sum = [...digits].reverse().reduce((total, digit, index) => {
    const value = Number(digit) * (index % 2 === 1 ? 2 : 1);
    return total + (value > 9 ? value - 9 : value);
  }, 0);
  return sum % 10 === 0;
}

const testCardOf = (number: string) => TEST_CARDS.find((card) => card.number === digitsOf(number));

export function numberProblem(number: string): string | null {
  const digits = digitsOf(number);
  if (digits.length < numberLength(digits)) return "Your card number is incomplete.";
  if (!hasValidCheckDigit(digits)) return "Your card number is invalid.";
  if (!testCardOf(digits)) return "Only the test cards below work with the test provider.";
  return null;
}

/** The month and year of "MM / YY". */
const expiryOf = (expiry: string) => {
  const digits = digitsOf(expiry);
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
};

export function expiryProblem(expiry: string, today = new Date()): string | null {
  if (digitsOf(expiry).length < 4) return "Your card's expiration date is incomplete.";
  const { month, year } = expiryOf(expiry);
  if (month < 1 || month > 12) return "Your card's expiration month is invalid.";
  if (year < today.getFullYear()) return "Your card's expiration year is in the past.";
  if (year === today.getFullYear() && month < today.getMonth() + 1) {
    return "Your card's expiration date is in the past.";
  }
  return null;
}

export const cvcProblem = (cvc: string, number: string) =>
  digitsOf(cvc).length < cvcLength(number) ? "Your card's security code is incomplete." : null;

/**
 * What the test provider's form hands CBM for a checked test card: its documented payment method with the
 * expiry, as Stripe's form hands a `pm_...` reference. The number stays in the browser.
 */
export function testPaymentMethodFor({ number, expiry }: CardDetails): string {
  const card = testCardOf(number);
  if (!card) throw new Error("Only a checked test card has a payment method");
  const { month, year } = expiryOf(expiry);
  return testPaymentMethodOf(card.method, month, year);
}
