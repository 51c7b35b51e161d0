import { ContactLink, LegalDocument, type LegalSection, LegalTable } from "../components/legal-document.tsx";

const sections: LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    body: (
      <>
        <p>
          CBM is a social fashion marketplace: a wall of outfits and closets joined to real retail commerce,
          where customers discover and shop looks, influencers share their style and sell their services, and
          retailers run their shops and work with influencers.
        </p>
        <p>
          The company that operates CBM (“CBM”, “we”, “us”) is the controller of the personal data described
          in this policy: we decide why and how it is used, and we are responsible for it. Retailers who sell
          to you through CBM are separate businesses; for the data they receive to fulfil your orders (section
          6), they are controllers in their own right.
        </p>
        <p>
          This policy applies to the CBM website and app, the CBM Assistant, and the emails and text messages
          we send. You can reach us, including for anything about your data, through our <ContactLink />.
        </p>
      </>
    ),
  },
  {
    id: "data-we-collect",
    title: "The data we collect",
    body: (
      <>
        <p>We collect only what we need to run CBM. Depending on how you use it, that includes:</p>
        <h3>Account data</h3>
        <ul>
          <li>
            your first and last name, email address and the role you choose (customer, influencer or
            retailer);
          </li>
          <li>
            your password, which we never store as such: we keep only a one-way, salted hash of it (argon2id),
            so no one at CBM can read it;
          </li>
          <li>your mobile number, if you give one, to send verification codes and secure your account;</li>
          <li>the dates you joined, last signed in and changed your password.</li>
        </ul>
        <h3>Profile and style preferences</h3>
        <ul>
          <li>your avatar, the short “sign” line on your profile, who you follow and who follows you;</li>
          <li>
            the answers you give in our questionnaires: sizes, body type, favourite colours and colours to
            avoid, brands, shopping style and locations, style attributes, fashion goals and events;
          </li>
          <li>your delivery addresses and the social accounts you choose to link;</li>
          <li>
            for influencers: your brands, store details, social platforms and the package you select; for
            retailers: your shop details and configuration, products, shipping methods, and your answers about
            sales, channels, goals and collaborations.
          </li>
        </ul>
        <h3>Content you post</h3>
        <p>
          Outfits, closets and closet items, photos, events and the products attached to them, reactions,
          invitations, services you offer, and reports you make about other content.
        </p>
        <h3>Orders, payments and earnings</h3>
        <ul>
          <li>your cart, orders, the items in them, delivery address, shipping method and order status;</li>
          <li>
            payments are handled by our card payment provider. Your full card number and security code go
            straight to them and never reach our servers; we receive a reference to the payment method, its
            brand, last four digits and expiry date, and the result of each payment;
          </li>
          <li>your subscription: plan, price, status and billing dates;</li>
          <li>
            for influencers: affiliate orders and earnings, withdrawal requests and the payout details you
            give us.
          </li>
        </ul>
        <h3>Messages</h3>
        <ul>
          <li>
            your conversations with other members, and offers and contracts between influencers and retailers;
          </li>
          <li>what you send us through the contact form;</li>
          <li>
            questions you ask the CBM Assistant. They are sent to the service that writes the answers; the
            conversation stays in your open page and is not saved to your account.
          </li>
        </ul>
        <h3>Device and log data</h3>
        <p>
          When you use CBM our servers record technical data: IP address, browser and device type, the pages
          and requests made, dates and times, a request reference, and errors. We also record security events
          such as sign-ins, token refreshes, password changes and failed attempts.
        </p>
        <h3>Data from others</h3>
        <p>
          Other members may mention you, invite you to events or send you offers; retailers update the status
          of your orders; our payment provider tells us whether a payment succeeded; and a store platform a
          retailer connects to CBM may share that shop's sales figures.
        </p>
      </>
    ),
  },
  {
    id: "why-we-use-it",
    title: "Why we use it, and our legal bases",
    body: (
      <>
        <p>
          We use personal data only for the purposes below, each with a legal basis under data protection law.
          Where we rely on our legitimate interests, we have weighed them against your rights, and you can
          object (section 9).
        </p>
        <LegalTable
          head={["What we do", "Legal basis"]}
          rows={[
            [
              "Create and run your account, show your profile and content, build your wall, deliver messages and notifications",
              "Performance of our contract with you (these terms)",
            ],
            [
              "Take orders, pass them to the retailers who fulfil them, take payments, run subscriptions, pay affiliate earnings",
              "Performance of contract; legal obligation for invoices, tax and accounting records",
            ],
            [
              "Suggest looks, people and products from your questionnaire answers and the people you follow",
              "Performance of contract: personalisation is part of the service you sign up for",
            ],
            [
              "Verify your email or phone, send security codes, detect fraud and abuse, handle reports, enforce blocks",
              "Legitimate interests in keeping CBM and its members safe; legal obligation where the law requires it",
            ],
            [
              "Send service messages: order updates, changes to these documents, answers to your requests",
              "Performance of contract; legitimate interests",
            ],
            [
              "Send news and offers from CBM by email or text message",
              "Your consent, which you can withdraw at any time with the link in each message or by writing to us",
            ],
            [
              "Understand how CBM is used and improve it, using aggregated or de-identified data where we can",
              "Legitimate interests in improving our service",
            ],
            [
              "Keep records, answer lawful requests from authorities, establish or defend legal claims",
              "Legal obligation; legitimate interests",
            ],
          ]}
        />
        <p>
          We do not sell your personal data, and we do not make decisions about you based solely on automated
          processing that have legal or similarly significant effects on you.
        </p>
      </>
    ),
  },
  {
    id: "what-others-see",
    title: "What other members see",
    body: (
      <>
        <p>
          CBM is social, so some of your information is visible to other members: your name, avatar, sign,
          role, follower and following counts, and the outfits, closets, events and services you publish. Your
          questionnaire answers, addresses, orders, payments, earnings and email address are not shown on your
          profile.
        </p>
        <p>
          Messages are visible to the people in the conversation. Offers and contracts are visible to the
          influencer and retailer involved. If you block someone, they can no longer follow you or message
          you.
        </p>
      </>
    ),
  },
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
  {
    id: "your-rights",
    title: "Your rights",
    body: (
      <>
        <p>Depending on where you live, you have the right to:</p>
        <ul>
          <li>
            <strong>access</strong> the personal data we hold about you and get a copy of it;
          </li>
          <li>
            <strong>correct</strong> data that is wrong or incomplete; most of it you can edit yourself in
            Settings;
          </li>
          <li>
            <strong>delete</strong> your data, including by closing your account, unless we must keep some of
            it by law;
          </li>
          <li>
            <strong>restrict</strong> how we use your data while a question about it is being settled;
          </li>
          <li>
            <strong>object</strong> to uses based on our legitimate interests, and at any time to direct
            marketing;
          </li>
          <li>
            <strong>port</strong> the data you gave us, in a structured, machine-readable format;
          </li>
          <li>
            <strong>withdraw your consent</strong> at any time, without affecting what was done before;
          </li>
          <li>
            <strong>complain</strong> to the data protection authority where you live or work. We would be
            glad to try to help first.
          </li>
        </ul>
        <p>
          To use any of these rights, write to us through our <ContactLink />. We may ask you to confirm your
          identity, and we answer within one month; if a request is complex, we may extend this by up to two
          more months and will tell you why.
        </p>
      </>
    ),
  },
  {
    id: "cookies-and-storage",
    title: "Cookies and local storage",
    body: (
      <>
        <p>
          CBM does not use advertising cookies or third-party trackers. To keep you signed in, the app stores
          the following in your browser's local storage:
        </p>
        <ul>
          <li>
            <code>accessToken</code> and <code>refreshToken</code>, the tokens that prove you are signed in;
          </li>
          <li>
            <code>accessExpirationTime</code>, when the access token expires, so the app can renew it in time;
          </li>
          <li>
            <code>user</code>, a copy of your profile (name, avatar, sign, roles, follower counts and
            subscription) so pages can show it at once.
          </li>
        </ul>
        <p>
          These items are strictly necessary for the service you ask for, so they need no consent. They are
          removed when you log out. The app also keeps a short-lived note in session storage so that, after we
          release an update, it reloads a page at most once instead of showing an error; it is gone when you
          close the tab.
        </p>
        <p>
          When you pay, our card payment provider may set its own cookies to prevent fraud, under its own
          privacy policy. You can clear cookies and storage in your browser settings at any time; you will
          then be signed out.
        </p>
      </>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: (
      <p>
        CBM is not meant for children. You must be at least 16 years old to create an account, or older where
        the law of your country sets a higher age for consenting to online services, and an adult to buy,
        sell, offer services or take part in the affiliate program. If we learn that we hold data about a
        child who should not have an account, we delete it. If you think this has happened, please tell us
        through our <ContactLink />.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        We update this policy when our service or the law changes. We publish each new version here with its
        date, and when a change matters to you we tell you in the app or by email before it takes effect.
        Previous versions are available on request.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    body: (
      <p>
        For questions about this policy or your data, or to use your rights, write to us through our{" "}
        <ContactLink />. Choose a subject that starts with “Privacy” so your message reaches the right person
        quickly.
      </p>
    ),
  },
];

/** How CBM collects, uses and protects personal data. */
export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy policy"
      intro="Your style is personal, and so is your data. This policy explains what we collect when you use CBM, why, who we share it with, how long we keep it, and the choices and rights you have."
      sections={sections}
    />
  );
}
