/**
 * What a provider's card fields do when the card form is submitted: check the card and hand back the
 * provider's reference to it (`pm_...`), or null when a field needs attention (the fields say which).
 * The card number never leaves the fields.
 */
export interface CardReader {
  read(): Promise<string | null>;
}

/** The provider refused the card before CBM saw it: its message shows where the server's refusal does. */
export class CardRefusal extends Error {}
