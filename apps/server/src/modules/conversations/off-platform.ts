// Marketplaces protect only what is paid through them, so a message asking to pay elsewhere is flagged
// for its reader (market research 1.4 and 4.6, rule 27).

/** 13 to 19 digits, maybe grouped by spaces or dashes: the length of payment card numbers. */
const DIGIT_RUN = /\d(?:[ -]?\d){12,18}/g;

const PAY_ELSEWHERE =
  /\b(?:pay|paid|send|transfer)\b[^.!?\n]{0,30}?\b(?:on|via|by|with|through|using|over)\s+(?:paypal|venmo|zelle|cash\s?app|wire|bank\s+transfer|whatsapp)\b/i;

/** The Luhn checksum every card number passes (and four in five other digit runs fail). */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/** The text gives a card number or asks to be paid through a service outside CBM. */
export function asksToPayElsewhere(text: string): boolean {
  if (PAY_ELSEWHERE.test(text)) return true;
  return (text.match(DIGIT_RUN) ?? []).some((run) => passesLuhn(run.replace(/\D/g, "")));
}
