import { ContactLink, type LegalSection } from "../../components/legal-document.tsx";

/** Events and messages, what is forbidden, our service and its limits, ending, law, changes, credits. */
export const rulesAndLimitsTerms: LegalSection[] = [
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
