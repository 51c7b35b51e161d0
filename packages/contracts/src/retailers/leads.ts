import { z } from "zod";
import { CountrySchema } from "../addresses.ts";
import { emailField, MessageResponseSchema, optional, requiredText } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { categories, channels, monthlyRevenue } from "./questionnaire.ts";

export const LEAD_MESSAGE_MAX = 2000;

/** "atelier.com" -> "https://atelier.com"; only web addresses with a real host name pass. */
const website = z
  .string({ error: "Website must be text" })
  .trim()
  .max(200, "Website must be at most 200 characters")
  .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`))
  .pipe(
    z.url({
      protocol: /^https?$/,
      hostname: z.regexes.domain,
      error: "Website must be a web address, like atelier-moreau.com",
    }),
  );

/** What a prospective retailer tells CBM on `/retailer-questionnaire`, before having an account. */
export const RetailerLeadBodySchema = z.object({
  businessName: requiredText("Business name", 120),
  contactName: requiredText("Your name", 100),
  email: emailField(),
  website: optional(website),
  country: CountrySchema,
  categories,
  channels,
  monthlyRevenue,
  message: requiredText("Message", LEAD_MESSAGE_MAX),
});
export type RetailerLeadBody = z.infer<typeof RetailerLeadBodySchema>;

/** A lead's answers beside its name and address columns. */
export type RetailerLeadAnswers = Omit<RetailerLeadBody, "businessName" | "contactName" | "email">;

/** The answer to a lead (a MessageResponse); the web shows it as it is. */
export const RETAILER_LEAD_THANKS =
  "We received your answers. Our partnerships team will write to you within two working days.";

export const retailerLeadEndpoints = {
  sendLead: endpoint({
    method: "POST",
    path: "/v1/retailer-leads",
    access: "anyone",
    summary: "Tell CBM about a business before signing up (anyone; limited per IP)",
    body: RetailerLeadBodySchema,
    response: MessageResponseSchema,
  }),
};
