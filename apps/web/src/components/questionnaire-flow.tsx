import {
  Alert,
  Button,
  Center,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconCloudOff, IconPencil } from "@tabler/icons-react";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { z } from "zod";
import { fieldErrors, messageFor } from "../lib/api-error.ts";
import { notify } from "../lib/notify.ts";
import { WizardFrame } from "./wizard/index.ts";

/** Where a step was opened from to change one answer (`?from=`): saving goes back there, not on. */
export type Origin = "settings" | "summary";

/**
 * Where a questionnaire step sits and where Back and Continue lead. The steps live under `home`, which
 * resumes at the first open step, or shows the finish once none is left; so Continue on the last step goes
 * home. Back on the first step leads to `start`, or is not offered. Opened `?from=` elsewhere, both lead
 * back there.
 */
export function useStepFlow<S extends string>(steps: readonly S[], step: S, home: string, start?: string) {
  const search: { from?: Origin } = useSearch({ strict: false });
  const navigate = useNavigate();
  const index = steps.indexOf(step);
  const origin = search.from === "settings" ? "/settings" : search.from === "summary" ? home : undefined;
  const go = (href: string) => void navigate({ href });
  const pathOf = (target: S | undefined) => (target ? `${home}/${target}` : undefined);
  const backTo = origin ?? pathOf(steps[index - 1]) ?? start;
  return {
    number: index + 1,
    total: steps.length,
    origin,
    next: () => go(origin ?? pathOf(steps[index + 1]) ?? home),
    back: backTo ? () => go(backTo) : undefined,
  };
}

/** The shape of a step while its answers load, so nothing jumps when they arrive. */
function LoadingStep({ label }: { label: string }) {
  return (
    <Stack gap={28} maw={760} mx="auto" pt={{ base: 8, sm: 32 }} aria-busy="true" aria-label={label}>
      <Stack gap={10}>
        <Skeleton h={12} w={110} />
        <Skeleton h={3} />
      </Stack>
      <Stack gap={12}>
        <Skeleton h={40} w="70%" />
        <Skeleton h={16} w="90%" />
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {[1, 2, 3, 4, 5, 6].map((key) => (
          <Skeleton key={key} h={96} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Center mih="50vh">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon variant="light" color="rose" size={56} radius="xl">
          <IconCloudOff size={28} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={28}>
          {title}
        </Title>
        <Text c="dimmed">{messageFor(error)}</Text>
        <Button variant="light" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Center>
  );
}

/**
 * Renders `children` with a questionnaire's answers once loaded; until then the step's skeleton, and a
 * retry when loading failed. `fresh` waits for a new read (the hub decides where to resume from it).
 */
export function WithAnswers<T>({
  query,
  what,
  fresh = false,
  children,
}: {
  query: UseQueryResult<T>;
  /** What is loading, as in "your storefront": names the skeleton and the failure. */
  what: string;
  fresh?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending || (fresh && query.isFetching)) return <LoadingStep label={`Loading ${what}`} />;
  if (query.isError) {
    return (
      <LoadFailed
        title={`We could not load ${what}`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}

export interface QuestionnaireStepProps<S extends string, A> {
  steps: readonly S[];
  step: S;
  /** The questionnaire's own address; its steps live under it. */
  home: string;
  /** Where Back leads from the first step; without it, the first step has no Back. */
  start?: string;
  title: string;
  lead: ReactNode;
  /** Saves this step's answer (the feature's mutation). */
  save: UseMutationResult<unknown, Error, A>;
  /** Records a skip: offers "Skip for now", unless the step was opened to change one answer. */
  skip?: UseMutationResult<unknown, Error, void>;
  /**
   * The answer to save, read when Continue is pressed; undefined keeps the person on the step (a form
   * showing its own errors). Leave it out when the fields are a form of their own (`children` a function).
   */
  answer?: () => A | undefined;
  /** The server's field messages, for a form that shows them beside its fields; else they show under the step. */
  onFieldErrors?: (errors: Record<string, string>) => void;
  /** Keeps Continue off for now (an upload still running). */
  waiting?: boolean;
  children: ReactNode | ((form: { save: (answer: A) => void; submitLabel: string }) => ReactNode);
}

/**
 * One step of a questionnaire in the wizard frame: Continue saves the answer and goes on to the next step
 * (after the last, to the questionnaire's home, which shows the finish), Skip records the skip and goes on
 * too; Back goes to the step before. Opened `?from=` elsewhere, saving goes back there.
 */
export function QuestionnaireStep<S extends string, A>({
  steps,
  step,
  home,
  start,
  title,
  lead,
  save,
  skip,
  answer,
  onFieldErrors,
  waiting = false,
  children,
}: QuestionnaireStepProps<S, A>) {
  const flow = useStepFlow(steps, step, home, start);
  const last = flow.number === flow.total;
  const failure = save.error ?? skip?.error;
  const messages = onFieldErrors ? [] : Object.values(fieldErrors(failure));
  const saveAndGo = (body: A) =>
    save.mutate(body, {
      onSuccess: flow.next,
      onError: (error) => {
        onFieldErrors?.(fieldErrors(error));
        notify.error(error);
      },
    });
  const submit = () => {
    const body = answer?.();
    if (body !== undefined) saveAndGo(body);
  };
  const onSkip = () => skip?.mutate(undefined, { onSuccess: flow.next, onError: notify.error });
  const [continueLabel, submitLabel] = flow.origin
    ? ["Save", "Save"]
    : last
      ? ["Finish", "Save and finish"]
      : ["Continue", "Save and continue"];

  return (
    <WizardFrame
      step={flow.number}
      total={flow.total}
      title={title}
      lead={lead}
      onContinue={typeof children === "function" ? undefined : submit}
      onBack={flow.back}
      onSkip={skip && !flow.origin ? onSkip : undefined}
      saving={save.isPending}
      skipping={skip?.isPending}
      continueDisabled={waiting}
      continueLabel={continueLabel}
    >
      {typeof children === "function" ? children({ save: saveAndGo, submitLabel }) : children}
      {messages.length > 0 && (
        <Alert color="red" variant="light" role="alert" mt="md">
          {messages.join("\n")}
        </Alert>
      )}
    </WizardFrame>
  );
}

/** The values as the API takes them: an empty field (blank text, no choice) is left out. */
const withoutBlanks = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== "" && value !== null));

/**
 * A step's form, checked by the step's schema from the contracts, blank fields left out as the API
 * takes them. `answer` is for Continue: undefined while a field needs attention (its message then shows
 * beside it); `field` binds a field to a ChoiceGrid.
 */
export function useAnswerForm<V extends Record<string, unknown>, A>(schema: z.ZodType<A>, initialValues: V) {
  const resolve = schemaResolver(schema, { sync: true });
  const form = useForm<V>({ initialValues, validate: (values) => resolve(withoutBlanks(values)) });
  const answer = (): A | undefined =>
    form.validate().hasErrors ? undefined : (withoutBlanks(form.getValues()) as A);
  /** A field as a ChoiceGrid (or any input of value, onChange and error) takes it. */
  const field = <K extends keyof V & string>(name: K) => ({
    value: form.values[name],
    onChange: (value: V[K]) => form.setFieldValue(name, value as never),
    error: form.errors[name],
  });
  return { form, answer, field };
}

/** On a questionnaire's finish: a link back to each step, to change that answer. */
export function ChangeAnswers<S extends string>({
  steps,
  names,
  home,
}: {
  steps: readonly S[];
  names: Record<S, string>;
  home: string;
}) {
  return (
    <Stack gap="xs" component="nav" aria-label="Change your answers">
      <Text fw={600}>Change your answers</Text>
      <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {steps.map((step) => (
          <li key={step}>
            <Button
              component={Link}
              to={`${home}/${step}`}
              variant="default"
              radius="xl"
              size="sm"
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              {names[step]}
            </Button>
          </li>
        ))}
      </Group>
    </Stack>
  );
}
