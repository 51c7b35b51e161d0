// The face of payments: what other rooms may use. Pages load on first visit.
import { lazyPage } from "../../lib/lazy-page.ts";

/**
 * The query options of the route loaders, in a chunk the pages share: api.ts imports values from the
 * contracts, whose module brings zod and every schema, so it stays out of the first load (decision 011).
 */
export const paymentsQueries = () =>
  import("./api.ts").then(({ cardsQuery, paymentsConfigQuery }) => ({ cardsQuery, paymentsConfigQuery }));

export { useBankCheckedPayment } from "./bank-confirmation.tsx";
export { CardBook } from "./components/card-book.tsx";
export { CardForm } from "./components/card-form.tsx";
export { CardDigits, cardName } from "./components/saved-card.tsx";
export { cardsQuery } from "./queries.ts";

export const AddPaymentMethodPage = lazyPage(
  () => import("./pages/add-payment-method-page.tsx"),
  "AddPaymentMethodPage",
);
export const ManagePaymentMethodPage = lazyPage(
  () => import("./pages/manage-payment-method-page.tsx"),
  "ManagePaymentMethodPage",
);
