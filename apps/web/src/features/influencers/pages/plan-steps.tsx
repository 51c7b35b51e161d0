import type { BillingInterval } from "@cbm/contracts";
import { Skeleton } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Navigate, useNavigate, useParams, useSearch } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { LoadError } from "../../../components/load-error.tsx";
import { RoleGate } from "../../../components/role-gate.tsx";
import { WizardFrame } from "../../../components/wizard/index.ts";
import { notify } from "../../../lib/notify.ts";
import { PlanChoice, plansQuery, SubscribeToPlan } from "../../subscriptions/index.ts";
import { INFLUENCER_ONBOARDING } from "../questionnaire.ts";

const { home, declared, after = [] } = INFLUENCER_ONBOARDING;
const total = declared.steps.length + after.length;

/** One of the plan steps, numbered after the onboarding's declared steps, for influencers only. */
function PlanStep({
  number,
  title,
  lead,
  back,
  children,
}: {
  number: number;
  title: string;
  lead: string;
  back: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <RoleGate rule="influencer">
      <WizardFrame
        step={number}
        total={total}
        title={title}
        lead={lead}
        onBack={() => void navigate({ href: back })}
      >
        {children}
      </WizardFrame>
    </RoleGate>
  );
}

/** `/Influencer/questionnaire/select-package`: the free plan finishes the onboarding; a paid one goes on to paying. */
export function SelectPackagePage() {
  const navigate = useNavigate();
  return (
    <PlanStep
      number={declared.steps.length + 1}
      title="Choose your plan"
      lead="Every plan gives you a storefront. Paid plans raise your share of what your followers buy. Change or cancel any time."
      back={`${home}/${declared.steps.at(-1)}`}
    >
      <PlanChoice
        audience="influencer"
        onFree={() => void navigate({ href: home })}
        onChoose={(plan, interval) =>
          void navigate({
            to: "/Influencer/questionnaire/subscribe-plan/$planId",
            params: { planId: plan.id },
            search: { interval },
          })
        }
      />
    </PlanStep>
  );
}

/** The plan the address names, paid for here; an unknown one goes back to choosing. */
function ChosenPlan({ planId, interval }: { planId: string; interval: BillingInterval }) {
  const navigate = useNavigate();
  const plans = useQuery(plansQuery("influencer"));
  if (plans.isPending) return <Skeleton height={360} radius="lg" aria-label="Loading the plan" />;
  if (plans.isError)
    return <LoadError title="The plan could not load" onRetry={() => void plans.refetch()} />;
  const plan = plans.data.items.find((each) => each.id === planId);
  if (!plan) return <Navigate to="/Influencer/questionnaire/select-package" replace />;
  return (
    <SubscribeToPlan
      plan={plan}
      interval={interval}
      onInterval={(chosen) => void navigate({ to: ".", search: { interval: chosen }, replace: true })}
      onSubscribed={(subscription) => {
        notify.success(`Welcome to ${subscription.plan.name}.`);
        void navigate({ href: home });
      }}
    />
  );
}

/** `/Influencer/questionnaire/subscribe-plan/{planid}`: pays for the chosen plan, then the onboarding's finish. */
export function SubscribePlanPage() {
  const { planId = "" } = useParams({ strict: false });
  const { interval = "month" } = useSearch({ strict: false }) as { interval?: BillingInterval };
  return (
    <PlanStep
      number={total}
      title="Subscribe to your plan"
      lead="Pay with a saved card or a new one. Your plan renews until you cancel it in Settings."
      back={`${home}/select-package`}
    >
      <ChosenPlan planId={planId} interval={interval} />
    </PlanStep>
  );
}
