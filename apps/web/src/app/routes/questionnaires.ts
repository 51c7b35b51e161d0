import { createRoute } from "@tanstack/react-router";
import {
  addressesQueries,
  ManageAddressPage,
  UpdateUserAddressPage,
  UserAddressPage,
} from "../../features/addresses/index.ts";
import {
  InfluencerQuestionnairePage,
  InfluencerStepPage,
  influencersQueries,
  SelectPackagePage,
  SubscribePlanPage,
} from "../../features/influencers/index.ts";
import {
  AddPaymentMethodPage,
  ManagePaymentMethodPage,
  paymentsQueries,
} from "../../features/payments/index.ts";
import {
  RetailerQuestionnairePage,
  RetailerStepPage,
  retailersQueries,
} from "../../features/retailers/index.ts";
import {
  QuestionnairePage,
  QuestionnaireStartPage,
  QuestionnaireStepPage,
  styleQueries,
} from "../../features/style/index.ts";
import { parseSubscribeSearch } from "../../features/subscriptions/index.ts";
import { mayEnter, type RoleRule } from "../../lib/guard.ts";
import { session } from "../../lib/session.ts";
import { authenticatedRoute, type RouterContext } from "./frames.tsx";

/** Data of a role-gated page is only asked for when the page will show it (the server would refuse). */
const hasRole = (rule: RoleRule) => mayEnter(rule, session.read()?.user?.roles);

/** The address book, which the two address pages show. */
async function prefetchAddresses({ context }: { context: RouterContext }) {
  const { addressesQuery } = await addressesQueries();
  void context.queryClient.prefetchQuery(addressesQuery());
}

/** The saved cards, which the two card pages show, and the card form the adding one shows. */
async function prefetchCards({ context }: { context: RouterContext }) {
  const { cardsQuery, paymentsConfigQuery } = await paymentsQueries();
  void context.queryClient.prefetchQuery(cardsQuery());
  void context.queryClient.prefetchQuery(paymentsConfigQuery());
}

/**
 * The style questionnaire with its delivery address and payment card, and the influencers' and
 * retailers' onboarding.
 */
export const questionnaireRoutes = [
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/questionnaire-start",
    component: QuestionnaireStartPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/questionnaire",
    component: QuestionnairePage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/questionnaire/$step",
    validateSearch: (search: Record<string, unknown>): { from?: "settings" | "summary" } =>
      search.from === "settings" || search.from === "summary" ? { from: search.from } : {},
    loader: async ({ context }) =>
      void context.queryClient.prefetchQuery((await styleQueries()).styleProfileQuery()),
    component: QuestionnaireStepPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/questionnaire/user-address",
    loader: prefetchAddresses,
    component: UserAddressPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/questionnaire/manage-address",
    loader: prefetchAddresses,
    component: ManageAddressPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/questionnaire/update-user-address/$id",
    loader: async ({ context, params }) =>
      void context.queryClient.prefetchQuery((await addressesQueries()).addressQuery(params.id)),
    component: UpdateUserAddressPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/questionnaire/add-payment-method",
    loader: prefetchCards,
    component: AddPaymentMethodPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/questionnaire/manage-payment-method",
    loader: prefetchCards,
    component: ManagePaymentMethodPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/Influencer/questionnaire",
    component: InfluencerQuestionnairePage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/Influencer/questionnaire/$step",
    loader: async ({ context }) => {
      if (!hasRole("influencer")) return;
      const { onboardingQuery } = await influencersQueries();
      void context.queryClient.prefetchQuery(onboardingQuery());
    },
    component: InfluencerStepPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/Influencer/questionnaire/select-package",
    component: SelectPackagePage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/Influencer/questionnaire/subscribe-plan/$planId",
    validateSearch: parseSubscribeSearch,
    component: SubscribePlanPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/retailers/questionnaire",
    component: RetailerQuestionnairePage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/retailers/questionnaire/$step",
    loader: async ({ context }) => {
      if (!hasRole("retailer")) return;
      const { retailerQuestionnaireQuery } = await retailersQueries();
      void context.queryClient.prefetchQuery(retailerQuestionnaireQuery());
    },
    component: RetailerStepPage,
  }),
];
