import { ContactLink, type LegalSection, LegalTable } from "../../components/legal-document.tsx";

/** How long we keep data, who we share it with, transfers and security. */
export const keepingAndSharingData: LegalSection[] = [
  {
    id: "retention",
    title: "How long we keep it",
    body: (
      <>
        <p>We keep personal data only as long as we need it for the purpose it was collected for:</p>
        <LegalTable
          head={["Data", "How long"]}
          rows={[
            [
              "Account, profile, style preferences and content",
              "While your account is open. When you close it we delete or anonymise it within 30 days, and it leaves our backups within a further 35 days.",
            ],
            [
              "Orders, payments, subscriptions, affiliate earnings and withdrawals",
              "As long as tax and accounting law requires, usually up to 10 years after the end of the financial year.",
            ],
            [
              "Messages, offers and contracts",
              "While the account of at least one participant is open; contracts as long as needed to establish or defend claims under them.",
            ],
            ["Contact form messages", "Up to 2 years after we have answered them."],
            ["Reports of content and the decisions on them", "Up to 2 years after the report is closed."],
            [
              "Server logs and security events",
              "Up to 90 days; security events linked to an investigation until it is closed.",
            ],
            [
              "Verification codes and session tokens",
              "Codes expire after 10 minutes; refresh tokens last until you log out or they expire.",
            ],
          ]}
        />
      </>
    ),
  },
  {
    id: "sharing",
    title: "Who we share it with",
    body: (
      <>
        <p>We share personal data only with those who need it, and only what they need:</p>
        <ul>
          <li>
            <strong>Retailers who fulfil your orders.</strong> When you check out, each retailer whose
            products you buy receives your name, delivery address, phone number if you gave one, and the
            items, shipping method and amount of its part of the order, so it can ship, support and, where
            needed, refund it.
          </li>
          <li>
            <strong>Influencers, for affiliate orders.</strong> An influencer sees which of their looks led to
            a sale, the items and the commission, but not your address or payment details.
          </li>
          <li>
            <strong>Our card payment provider,</strong> which processes payments, subscriptions and payouts,
            and checks them for fraud.
          </li>
          <li>
            <strong>Email and text message providers,</strong> which deliver verification codes, password
            reset codes, order updates and the messages you agreed to receive.
          </li>
          <li>
            <strong>Hosting and storage providers,</strong> which run our servers and store uploaded images,
            and the provider of the service that answers CBM Assistant questions.
          </li>
          <li>
            <strong>Professional advisers</strong> (lawyers, accountants, auditors) under a duty of
            confidentiality.
          </li>
          <li>
            <strong>Authorities and courts,</strong> when the law requires it, or to protect the rights,
            property or safety of our members, the public or CBM.
          </li>
          <li>
            <strong>A buyer or successor,</strong> if CBM or its business is reorganised, merged or sold; this
            policy will keep applying to your data.
          </li>
        </ul>
        <p>
          Our providers act on our instructions under written contracts that require them to protect your data
          and use it for no other purpose.
        </p>
      </>
    ),
  },
  {
    id: "transfers",
    title: "International transfers",
    body: (
      <p>
        Some of our providers may process data outside the country where you live. When data leaves the
        European Economic Area, the United Kingdom or Switzerland, we make sure it stays protected, for
        example through an adequacy decision or the standard contractual clauses approved by the European
        Commission. You can ask us for a copy of these safeguards.
      </p>
    ),
  },
  {
    id: "security",
    title: "How we protect it",
    body: (
      <>
        <p>
          Every connection to CBM is encrypted. Passwords are stored only as argon2id hashes. Sessions use
          short-lived access tokens with refresh tokens that change each time they are used and are stored by
          us only in hashed form. Inside CBM, access to personal data is limited to the people who need it for
          their work.
        </p>
        <p>
          No system is perfectly secure. Use a password you do not use elsewhere, log out on shared devices,
          and tell us at once through our <ContactLink /> if you think your account has been misused. If a
          breach puts your rights at risk, we will tell you and the authorities as the law requires.
        </p>
      </>
    ),
  },
];
