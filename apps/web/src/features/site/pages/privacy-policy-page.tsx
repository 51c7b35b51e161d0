import { LegalDocument } from "../components/legal-document.tsx";
import { collectingData } from "./privacy-policy/collecting.tsx";
import { keepingAndSharingData } from "./privacy-policy/keeping-and-sharing.tsx";
import { rightsAndChoices } from "./privacy-policy/rights-and-choices.tsx";

/** How CBM collects, uses and protects personal data. */
export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy policy"
      intro="Your style is personal, and so is your data. This policy explains what we collect when you use CBM, why, who we share it with, how long we keep it, and the choices and rights you have."
      sections={[...collectingData, ...keepingAndSharingData, ...rightsAndChoices]}
    />
  );
}
