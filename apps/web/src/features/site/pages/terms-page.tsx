import { Anchor } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { ContactLink, LegalDocument, type LegalSection } from "../components/legal-document.tsx";

const sections: LegalSection[] = [
  {
    id: "about",
    title: "About these terms",
    body: (
      <>
        <p>
          These terms are an agreement between you and the company that operates CBM (“CBM”, “we”, “us”). They
          apply whenever you use CBM: the website and app, the wall, the shop, events, messages, the CBM
          Assistant and every other feature. By creating an account or using CBM, you accept them.
        </p>
        <p>
          How we handle personal data is explained in our{" "}
          <Anchor component={Link} to="/privacy-policy" inherit underline="always">
            privacy policy
          </Anchor>
          . Some features have extra conditions that we show you before you use them, such as the price of a
          plan or a retailer's return policy; they form part of these terms.
        </p>
      </>
    ),
  },
  {
    id: "eligibility",
    title: "Who can use CBM",
    body: (
      <p>
        You must be at least 16 years old, or older where the law of your country sets a higher age for using
        online services without a parent's consent. To buy, sell, offer services, make or accept offers, sign
        contracts or take part in the affiliate program, you must be an adult able to enter binding contracts.
        If you use CBM for a business, you confirm that you are authorised to bind that business, and “you”
        also means the business.
      </p>
    ),
  },
  {
    id: "accounts",
    title: "Accounts and roles",
    body: (
      <>
        <p>When you join, you choose how you use CBM:</p>
        <ul>
          <li>
            <strong>Customers</strong> discover looks, follow people, build closets, buy from retailers and
            hire experts.
          </li>
          <li>
            <strong>Influencers</strong> also share outfits to earn affiliate commissions, sell styling
            services, and receive offers and contracts from retailers.
          </li>
          <li>
            <strong>Retailers</strong> also run a shop: products, orders, shipping methods, live events and
            work with influencers.
          </li>
        </ul>
        <p>
          Administrator access is granted only by CBM, to its own staff. Some roles ask you to complete a
          questionnaire or choose a subscription plan before every feature opens.
        </p>
        <p>
          Give accurate information and keep it up to date. Keep your password secret and do not share your
          account: one account is for one person or one business, and you are responsible for what happens
          under it. Tell us at once through our <ContactLink /> if you think someone else has used it.
        </p>
      </>
    ),
  },
  {
    id: "content",
    title: "Your content and the licence you give us",
    body: (
      <>
        <p>
          You keep ownership of what you post: outfits, closets, photos, events, services, messages and
          everything else. So that we can run CBM, you give us a worldwide, non-exclusive, royalty-free
          licence to host, store, copy, resize and convert, display and distribute your content within CBM,
          and to show it, credited to you, to promote CBM. The licence ends when you delete the content or
          your account, except where others have shared it within CBM as the service allows, where we must
          keep it by law, and for copies in our backups until they expire.
        </p>
        <p>
          You confirm that you have the rights needed for what you post, including the consent of the people
          who appear in your photos, and that it does not infringe anyone's copyright, trademark, image or
          privacy rights. We do not check content before it is published, but we may remove content, or limit
          who sees it, when it breaks these terms or the law.
        </p>
      </>
    ),
  },
  {
    id: "community",
    title: "Community rules",
    body: (
      <>
        <p>CBM works because people feel welcome to share how they dress. On CBM, you must not:</p>
        <ul>
          <li>harass, bully, threaten or shame anyone, including for their body, size, age or looks;</li>
          <li>post hateful, violent, sexually explicit or otherwise illegal content;</li>
          <li>impersonate someone, or mislead people about who you are or what you sell;</li>
          <li>post spam, or buy or fake followers, reactions or reviews;</li>
          <li>
            hide a commercial relationship: label paid partnerships, gifted items and affiliate looks clearly,
            as the advertising rules of your country require.
          </li>
        </ul>
        <p>
          <strong>Blocking.</strong> You can block anyone. A blocked person can no longer follow you or
          message you. You can see and undo your blocks at any time.
        </p>
        <p>
          <strong>Reporting.</strong> You can report content or a member you think breaks these rules. Our
          team reviews reports, may remove content, warn, restrict or suspend accounts, and tells the people
          concerned of the decision where the law requires. If you think we got a decision wrong, write to us
          through our <ContactLink /> and we will look at it again.
        </p>
      </>
    ),
  },
  {
    id: "buying",
    title: "Buying from retailers",
    body: (
      <>
        <p>
          Products in the CBM shop are sold by independent retailers, not by CBM. When you buy, your contract
          of sale is with the retailer; CBM provides the shop, the cart and the checkout, and takes payment on
          the retailer's behalf.
        </p>
        <ul>
          <li>
            <strong>Orders may be split per retailer.</strong> Your cart can hold products from several
            retailers. When you check out, you pay once, and a separate order is created for each retailer.
            Each retailer ships its own order, with its own shipping method and cost, and you can follow each
            one in My orders.
          </li>
          <li>
            <strong>Prices</strong> are in the currency shown with them, and include taxes where this is
            stated. Shipping costs are shown before you pay. The amount you confirm at checkout is the amount
            you are charged.
          </li>
          <li>
            <strong>Payment</strong> is taken by our card payment provider when you place the order. A
            retailer may cancel an order it cannot fulfil, for example if an item has sold out; you are then
            refunded in full for that order.
          </li>
          <li>
            <strong>Returns, exchanges and refunds</strong> follow the return policy of each retailer, shown
            in its shop. Contact the retailer first through messages; if you cannot agree, tell us and we will
            try to help.
          </li>
        </ul>
        <p>
          Nothing in these terms or in a retailer's policy takes away the rights the law gives you as a
          consumer, such as the right to withdraw from a distance purchase or remedies for faulty goods.
        </p>
      </>
    ),
  },
  {
    id: "selling",
    title: "Selling on CBM",
    body: (
      <>
        <p>If you are a retailer, you agree to:</p>
        <ul>
          <li>
            list only products you are allowed to sell, described and photographed accurately, with correct
            prices, sizes and stock; no counterfeits, and nothing unsafe or illegal;
          </li>
          <li>
            honour the orders you receive, ship them with the shipping methods you offer, keep each order's
            status up to date, and answer customers promptly;
          </li>
          <li>
            publish a clear return policy and honour it, together with the consumer law that applies to your
            sales;
          </li>
          <li>
            use customers' data only to fulfil and support their orders, and protect it as data protection law
            requires;
          </li>
          <li>pay the fees of your plan and any commissions shown to you before you agreed to them.</li>
        </ul>
        <p>You are responsible for the products you sell, and for the taxes on your sales.</p>
      </>
    ),
  },
  {
    id: "services",
    title: "Influencer services and hiring an expert",
    body: (
      <p>
        Influencers can offer styling services, such as closet edits, shopping sessions or event styling, and
        members can hire them. The contract for a service is between the influencer and the client.
        Influencers must describe their services, prices and timing accurately and deliver what they promise;
        clients must give the information needed and pay as agreed. CBM is not a party to these contracts, but
        you can ask us for help if something goes wrong.
      </p>
    ),
  },
  {
    id: "offers-contracts",
    title: "Offers and contracts",
    body: (
      <>
        <p>
          Retailers can send offers to influencers: for example a number of posts, a live event or a capsule
          edit, for a fee or a commission. An influencer can accept, decline or discuss an offer. An accepted
          offer becomes a contract between the retailer and the influencer, recorded in Contracts with its
          terms.
        </p>
        <p>
          Both sides must do what the contract says, and the influencer must disclose the partnership in the
          content made under it. CBM is not a party to the contract and does not guarantee its performance; we
          keep its record and may help the parties resolve a disagreement.
        </p>
      </>
    ),
  },
  {
    id: "affiliate",
    title: "Affiliate program and withdrawals",
    body: (
      <>
        <p>
          Influencers can earn a commission on eligible orders that come from their looks. The commission
          rates and which products take part are shown in the affiliate program area, and you can follow your
          earnings and orders there.
        </p>
        <ul>
          <li>
            A commission becomes available once the order can no longer be cancelled or returned. If an order
            is cancelled, returned or refunded, its commission is removed.
          </li>
          <li>
            You can request a withdrawal of your available balance from the Withdraw page once it reaches the
            minimum shown there. Payouts go only to an account in your own name, and we may ask you to confirm
            your identity first.
          </li>
          <li>
            Commissions from your own orders, fake or incentivised orders, misleading promotion or any other
            manipulation are not earned. We may hold a payout while we look into a suspected abuse, and cancel
            commissions that were not fairly earned.
          </li>
          <li>You are responsible for declaring your earnings and paying the taxes on them.</li>
        </ul>
      </>
    ),
  },
  {
    id: "subscriptions",
    title: "Subscriptions and cancellation",
    body: (
      <>
        <p>
          Some features, such as influencer packages and retailer plans, need a paid subscription. Before you
          subscribe we show you the plan, its price and currency, and the billing period.
        </p>
        <ul>
          <li>
            Subscriptions are paid in advance by card through our card payment provider and renew
            automatically at the end of each period until you cancel.
          </li>
          <li>
            You can cancel at any time from your subscription page. Cancellation takes effect at the end of
            the period you have paid for, and you keep the features until then. Periods already started are
            not refunded, except where the law says otherwise.
          </li>
          <li>
            If we change the price of your plan, we tell you at least 30 days before it applies to you, and
            you can cancel before then.
          </li>
          <li>If a payment fails, we may pause the paid features until it succeeds.</li>
        </ul>
        <p>
          If you are a consumer and the law gives you a right to withdraw from a new subscription, you can use
          it by writing to us through our <ContactLink />.
        </p>
      </>
    ),
  },
  {
    id: "events-assistant",
    title: "Events, messages and the CBM Assistant",
    body: (
      <>
        <p>
          Retailers and influencers can host events, including live shopping events, invite members and attach
          products to them. The community rules apply to events, reactions and messages just as to posts.
        </p>
        <p>
          The CBM Assistant writes its answers automatically. They can be incomplete or wrong, so check
          anything that matters, such as sizes, prices or availability, on the product or with the retailer.
          The Assistant's answers are not professional advice.
        </p>
      </>
    ),
  },
  {
    id: "prohibited",
    title: "Prohibited uses",
    body: (
      <>
        <p>Whatever your role, you must not:</p>
        <ul>
          <li>break the law, or help anyone else to;</li>
          <li>sell, promote or ask for counterfeit, stolen, dangerous or illegal goods;</li>
          <li>infringe anyone's intellectual property or privacy, or collect other members' data;</li>
          <li>
            copy, scrape or index CBM by automated means, or use bots or scripts on it, without our written
            permission;
          </li>
          <li>
            probe, break or get around our security, rate limits or access controls, or access accounts or
            data that are not yours;
          </li>
          <li>upload malware, or overload or disrupt CBM or the networks it runs on;</li>
          <li>create accounts in bulk or after we have closed yours;</li>
          <li>
            take a sale, service or contract that started on CBM off the platform to avoid its fees or
            protections;
          </li>
          <li>use CBM or its content to train or build a competing service.</li>
        </ul>
      </>
    ),
  },
  {
    id: "our-service",
    title: "Our service",
    body: (
      <p>
        We work to keep CBM available, secure and useful, and we keep improving it, so features may change, be
        added or be removed. We may need to interrupt the service for maintenance or for reasons outside our
        control; when we can, we give notice. If we remove a paid feature you rely on, we will refund the
        unused part of what you paid for it.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Liability",
    body: (
      <>
        <p>
          Nothing in these terms limits or excludes liability that cannot be limited or excluded by law, such
          as for death or personal injury caused by negligence, for fraud, or your statutory rights as a
          consumer.
        </p>
        <p>Within what the law allows:</p>
        <ul>
          <li>
            retailers are responsible for the products they sell, influencers for the services they provide,
            and members for the content they post and the contracts they make with each other;
          </li>
          <li>
            we are not liable for losses that were not foreseeable, or for loss of profits, business or data
            that you suffer in the course of a business;
          </li>
          <li>
            if you use CBM for a business, our total liability to you in any 12 months is limited to the fees
            you paid to CBM in those 12 months.
          </li>
        </ul>
        <p>
          If you use CBM for a business, you will compensate us for claims by third parties that arise from
          your products, services, content or breach of these terms.
        </p>
      </>
    ),
  },
  {
    id: "termination",
    title: "Suspension and termination",
    body: (
      <>
        <p>
          You can close your account at any time from Settings or by writing to us through our <ContactLink />
          . Open orders, subscriptions already paid for and contracts you have signed continue until they are
          completed or end.
        </p>
        <p>
          We may suspend or close an account, or limit features, if it breaks these terms or the law, puts
          members or CBM at risk, or if we must do so by law. Unless there is an urgent reason, we tell you
          first, explain why, and give you a chance to respond. When an account closes, affiliate earnings
          fairly earned are still paid out, and you can ask for a copy of your data.
        </p>
        <p>
          The sections on your content, liability, governing law and anything else that by its nature should
          continue remain in force after your account closes.
        </p>
      </>
    ),
  },
  {
    id: "law",
    title: "Governing law and disputes",
    body: (
      <p>
        These terms are governed by the laws of the country where CBM's operator is established, and its
        courts have jurisdiction. If you are a consumer, you also keep the protection of the mandatory laws of
        the country where you live, and you can bring a claim in its courts. Before going to court, please
        write to us through our <ContactLink />: most disagreements can be settled quickly and amicably.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    body: (
      <p>
        We may update these terms when CBM or the law changes. We publish each version here with its date. If
        a change matters to you, we tell you in the app or by email at least 30 days before it applies, except
        where the change is required by law or needed urgently for security. If you do not agree with a
        change, you can close your account before it applies; if you keep using CBM after that, the new terms
        apply.
      </p>
    ),
  },
  {
    id: "credits",
    title: "Credits",
    body: (
      <>
        <p>CBM is built with the work of others, and we thank them:</p>
        <ul>
          <li>
            Demo product and closet images are made from the garment and accessory glyphs of Fluent Emoji
            Flat, © Microsoft Corporation, used under the MIT licence.
          </li>
          <li>Typefaces: Fraunces and Inter, used under the SIL Open Font License 1.1.</li>
          <li>Interface icons: Tabler Icons, used under the MIT licence.</li>
        </ul>
        <p>The garment illustrations on our home page are drawn for CBM.</p>
      </>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    body: (
      <p>
        For any question about these terms, a problem with an order, a report or a decision, write to us
        through our <ContactLink />. We answer by email.
      </p>
    ),
  },
];

/** The rules of using CBM: accounts, content, buying and selling, services, payments. */
export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of service"
      intro="These terms set out the rules of CBM: what you can expect from us, what we expect from you, and how buying, selling, services, offers, affiliate earnings and subscriptions work. Please read them carefully."
      sections={sections}
    />
  );
}
