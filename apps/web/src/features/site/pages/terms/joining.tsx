import { Anchor } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { ContactLink, type LegalSection } from "../../components/legal-document.tsx";

/** Who may use CBM, accounts and roles, what members post and how they behave. */
export const joiningTerms: LegalSection[] = [
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
];
