import { ContactLink, type LegalSection } from "../../components/legal-document.tsx";

/** Buying, selling, services, offers and contracts, affiliate earnings and subscriptions. */
export const tradingTerms: LegalSection[] = [
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
];
