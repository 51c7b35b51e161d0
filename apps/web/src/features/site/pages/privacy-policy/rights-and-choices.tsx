import { ContactLink, type LegalSection } from "../../components/legal-document.tsx";

/** Your rights, cookies and local storage, children, changes and how to reach us. */
export const rightsAndChoices: LegalSection[] = [
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
