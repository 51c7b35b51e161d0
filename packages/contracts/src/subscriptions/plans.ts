import { z } from "zod";
import { CurrencySchema, Id, oneOf, optional, requiredText, uuidField } from "../common.ts";
import { endpoint } from "../endpoint.ts";

/** Who a plan is for: each member subscribes to the plans of their role. */
export const PLAN_AUDIENCES = ["customer", "influencer", "retailer"] as const;
export const PlanAudienceSchema = z.enum(PLAN_AUDIENCES);
export type PlanAudience = z.infer<typeof PlanAudienceSchema>;

/** How a feature is measured: a count (null: no limit), a right (yes or no), or a percentage. */
export type FeatureKind = "limit" | "right" | "percent";

/**
 * The features CBM enforces, per audience, with how each is measured and its label. Limits are counts
 * the server checks where they apply (a closet beyond `closets` is refused with a 403 naming a plan
 * that allows it); null means no limit.
 */
export const PLAN_FEATURES = {
  customer: {
    closets: { kind: "limit", label: "Closets" },
    closetItems: { kind: "limit", label: "Closet items" },
  },
  influencer: {
    storefront: { kind: "right", label: "Public storefront" },
    affiliateRatePercent: { kind: "percent", label: "Affiliate commission (%)" },
  },
  retailer: {
    productsListed: { kind: "limit", label: "Products listed" },
    liveEventsPerMonth: { kind: "limit", label: "Live events a month" },
    storeMetrics: { kind: "right", label: "Store metrics" },
  },
} as const satisfies Record<PlanAudience, Record<string, { kind: FeatureKind; label: string }>>;

export type PlanFeatureName = {
  [A in PlanAudience]: keyof (typeof PLAN_FEATURES)[A];
}[PlanAudience];

/** The names of an audience's features, in the order the pricing table lists them. */
export const featuresOf = (audience: PlanAudience) =>
  Object.keys(PLAN_FEATURES[audience]) as PlanFeatureName[];

const limit = (label: string) =>
  z
    .number({ error: `${label} must be a number, or null for no limit` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be 0 or more`)
    .max(1_000_000, `${label} must be at most 1,000,000`)
    .nullable();

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

/**
 * A plan's features: each audience's plans carry exactly that audience's features (see PLAN_FEATURES);
 * the others are absent.
 */
export const PlanFeaturesSchema = z.object({
  closets: limit("Closets").optional(),
  closetItems: limit("Closet items").optional(),
  storefront: flag("Public storefront").optional(),
  affiliateRatePercent: z
    .number({ error: "Affiliate commission must be a number" })
    .int("Affiliate commission must be a whole number")
    .min(0, "Affiliate commission must be 0 or more")
    .max(100, "Affiliate commission must be at most 100")
    .optional(),
  productsListed: limit("Products listed").optional(),
  liveEventsPerMonth: limit("Live events a month").optional(),
  storeMetrics: flag("Store metrics").optional(),
});
export type PlanFeatures = z.infer<typeof PlanFeaturesSchema>;

export const BILLING_INTERVALS = ["month", "year"] as const;
export const BillingIntervalSchema = oneOf(BILLING_INTERVALS, "monthly or yearly billing");
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** Days of notice before a price change reaches existing subscribers (the terms promise 30). */
export const PRICE_CHANGE_NOTICE_DAYS = 30;

export const PlanSchema = z.object({
  id: Id,
  slug: z.string(),
  name: z.string(),
  audience: PlanAudienceSchema,
  description: z.string(),
  /** Minor units of `currency`; a free plan costs 0 on both. */
  monthlyPrice: z.number().int(),
  yearlyPrice: z.number().int(),
  currency: CurrencySchema,
  /** Days of free trial for a member's first subscription; 0 for none. */
  trialDays: z.number().int(),
  active: z.boolean(),
  displayOrder: z.number().int(),
  features: PlanFeaturesSchema,
});
export type Plan = z.infer<typeof PlanSchema>;

/** What a subscription or an invoice names of its plan. */
export const PlanSummarySchema = PlanSchema.pick({ id: true, slug: true, name: true, audience: true });
export type PlanSummary = z.infer<typeof PlanSummarySchema>;

/** An admin's view of a plan: how many members pay for it now. */
export const AdminPlanSchema = PlanSchema.extend({
  /** Subscriptions trialing, active or past due on this plan. */
  subscriberCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminPlan = z.infer<typeof AdminPlanSchema>;

export const PlanListSchema = z.object({ items: z.array(PlanSchema) });
export type PlanList = z.infer<typeof PlanListSchema>;
export const AdminPlanListSchema = z.object({ items: z.array(AdminPlanSchema) });
export type AdminPlanList = z.infer<typeof AdminPlanListSchema>;

export const PlansQuerySchema = z.object({ audience: optional(oneOf(PLAN_AUDIENCES, "an audience")) });
export type PlansQuery = z.infer<typeof PlansQuerySchema>;

export const PlanSlugParamsSchema = z.object({
  slug: z
    .string()
    .max(80, "This plan does not exist")
    .regex(/^[a-z0-9-]+$/, "This plan does not exist"),
});
export const PlanIdParamsSchema = z.object({ id: uuidField("Plan") });

const price = (label: string) =>
  z
    .number({ error: `${label} must be a number of minor units (cents)` })
    .int(`${label} must be a whole number of minor units (cents)`)
    .min(0, `${label} must be 0 or more`)
    .max(10_000_000, `${label} must be at most 100,000.00`);

const planFields = {
  name: requiredText("Name", 80),
  description: requiredText("Description", 1000),
  monthlyPrice: price("Monthly price"),
  yearlyPrice: price("Yearly price"),
  trialDays: z
    .number({ error: "Trial days must be a number" })
    .int("Trial days must be a whole number")
    .min(0, "Trial days must be 0 or more")
    .max(90, "Trial days must be at most 90"),
  displayOrder: z
    .number({ error: "Display order must be a number" })
    .int("Display order must be a whole number")
    .min(0, "Display order must be 0 or more")
    .max(1000, "Display order must be at most 1000"),
  features: PlanFeaturesSchema,
};

/** The features an audience's plan must carry: each of its own, none of another audience's. */
export function featureIssues(audience: PlanAudience, features: PlanFeatures): string[] {
  const own = featuresOf(audience) as string[];
  const given = Object.entries(features)
    .filter(([, value]) => value !== undefined)
    .map(([name]) => name);
  const missing = own.filter((name) => !given.includes(name));
  const foreign = given.filter((name) => !own.includes(name));
  return [
    ...missing.map((name) => `Set ${name} for a ${audience} plan`),
    ...foreign.map((name) => `A ${audience} plan has no ${name}`),
  ];
}

export const CreatePlanBodySchema = z
  .object({
    ...planFields,
    slug: z
      .string({ error: "Slug is required" })
      .trim()
      .min(2, "Slug must be at least 2 characters")
      .max(80, "Slug must be at most 80 characters")
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Slug may hold lowercase letters, digits and single dashes"),
    audience: oneOf(PLAN_AUDIENCES, "an audience"),
    currency: CurrencySchema,
  })
  .superRefine((plan, context) => {
    for (const message of featureIssues(plan.audience, plan.features)) {
      context.addIssue({ code: "custom", message, path: ["features"] });
    }
  });
export type CreatePlanBody = z.input<typeof CreatePlanBodySchema>;

/**
 * What an admin may change; the audience, slug and currency stay. A new price reaches new subscribers at
 * once and existing ones from their first renewal at least PRICE_CHANGE_NOTICE_DAYS later (they are told).
 */
export const UpdatePlanBodySchema = z
  .object({ ...planFields, active: flag("Active") })
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Change at least one field");
export type UpdatePlanBody = z.input<typeof UpdatePlanBodySchema>;

export const planEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/v1/plans",
    access: "anyone",
    summary: "The active plans, by audience then display order; `audience` keeps one audience's",
    query: PlansQuerySchema,
    response: PlanListSchema,
  }),
  get: endpoint({
    method: "GET",
    path: "/v1/plan/:slug",
    access: "anyone",
    summary: "One active plan by its slug",
    params: PlanSlugParamsSchema,
    response: PlanSchema,
  }),
  adminList: endpoint({
    method: "GET",
    path: "/v1/admin/plans",
    access: ["admin"],
    summary: "Every plan, inactive ones too, with its subscriber count",
    query: PlansQuerySchema,
    response: AdminPlanListSchema,
  }),
  create: endpoint({
    method: "POST",
    path: "/v1/admin/plans",
    access: ["admin"],
    summary: "Create a plan (its slug unique: 409 when taken)",
    body: CreatePlanBodySchema,
    response: AdminPlanSchema,
    status: 201,
  }),
  update: endpoint({
    method: "PUT",
    path: "/v1/admin/plan/:id",
    access: ["admin"],
    summary:
      "Edit a plan; a new price applies to existing subscribers from their renewal after 30 days' notice",
    params: PlanIdParamsSchema,
    body: UpdatePlanBodySchema,
    response: AdminPlanSchema,
  }),
  deactivate: endpoint({
    method: "POST",
    path: "/v1/admin/plan/:id/deactivate",
    access: ["admin"],
    summary: "Stop offering a plan; its subscribers keep it and renew on it",
    params: PlanIdParamsSchema,
    response: AdminPlanSchema,
  }),
};
