import { describe, expect, it } from "vitest";
import { asksToPayElsewhere } from "./off-platform.ts";

describe("asksToPayElsewhere", () => {
  it.each([
    "pay me on Venmo",
    "Can you send it via Cash App?",
    "Please transfer the money by bank transfer",
    "pay with WhatsApp pay, cheaper",
    "Pay me over Wire",
    "card 4000-0000-0000-0002 works",
    "378282246310005",
  ])("flags %j", (text) => expect(asksToPayElsewhere(text)).toBe(true));

  it.each([
    "Is it still available?",
    "I love PayPal's logo on your tee",
    "Order 1234 5678 9012 3456 arrived",
    "Pay through the CBM checkout please",
    "Call me on whatsapp",
  ])("leaves %j alone", (text) => expect(asksToPayElsewhere(text)).toBe(false));
});
