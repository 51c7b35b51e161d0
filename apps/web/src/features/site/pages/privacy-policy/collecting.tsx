import { ContactLink, type LegalSection, LegalTable } from "../../components/legal-document.tsx";

/** Who we are, what we collect and why, and what other members see. */
export const collectingData: LegalSection[] = [
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
];
