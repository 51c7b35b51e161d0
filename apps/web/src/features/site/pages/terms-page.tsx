import { LegalDocument } from "../components/legal-document.tsx";
import { joiningTerms } from "./terms/joining.tsx";
import { rulesAndLimitsTerms } from "./terms/rules-and-limits.tsx";
import { tradingTerms } from "./terms/trading.tsx";

/** The rules of using CBM: accounts, content, buying and selling, services, payments. */
export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of service"
      intro="These terms set out the rules of CBM: what you can expect from us, what we expect from you, and how buying, selling, services, offers, affiliate earnings and subscriptions work. Please read them carefully."
      sections={[...joiningTerms, ...tradingTerms, ...rulesAndLimitsTerms]}
    />
  );
}
