import { createRoute } from "@tanstack/react-router";
import { ContactPage } from "../../features/contact/index.ts";
import { RetailerLeadPage } from "../../features/retailers/index.ts";
import { PrivacyPolicyPage, TermsPage } from "../../features/site/index.ts";
import { siteRoute } from "./frames.tsx";
import { helpRoutes } from "./help.ts";
import { subscriptionSitePages } from "./subscriptions.ts";

/** The pages anyone may read, signed in or not. */
export const sitePages = siteRoute.addChildren([
  createRoute({
    getParentRoute: () => siteRoute,
    path: "/contact",
    component: ContactPage,
  }),
  createRoute({
    getParentRoute: () => siteRoute,
    path: "/retailer-questionnaire",
    component: RetailerLeadPage,
  }),
  createRoute({
    getParentRoute: () => siteRoute,
    path: "/privacy-policy",
    component: PrivacyPolicyPage,
  }),
  createRoute({
    getParentRoute: () => siteRoute,
    path: "/terms",
    component: TermsPage,
  }),
  ...helpRoutes,
  ...subscriptionSitePages,
]);
