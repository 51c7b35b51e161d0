// The face of the site pages, each loaded on first visit.
import { lazyPage } from "../../lib/lazy-page.ts";

export const HomePage = lazyPage(() => import("./pages/home-page.tsx"), "HomePage");
export const PrivacyPolicyPage = lazyPage(
  () => import("./pages/privacy-policy-page.tsx"),
  "PrivacyPolicyPage",
);
export const TermsPage = lazyPage(() => import("./pages/terms-page.tsx"), "TermsPage");
