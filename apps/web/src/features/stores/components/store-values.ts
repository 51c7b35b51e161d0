// The store form's values: from the store and to the contract's body, checked by the contract, with the
// messages of the contract or the server under their fields.
import { type Currency, type OwnStore, StoreBodySchema } from "@cbm/contracts";
import type { FormErrors } from "@mantine/form";

export interface StoreValues {
  name: string;
  slug: string;
  logo: string;
  banner: string;
  description: string;
  currency: Currency;
  handlingDays: number | string;
  returnWindowDays: number | string;
  returnPolicy: string;
  contactEmail: string;
  vacation: boolean;
  vacationMessage: string;
  vacationReturnsOn: string;
}

/** The fields in the order they appear, for focusing the first one that needs attention. */
export const FIELD_ORDER: (keyof StoreValues)[] = [
  "name",
  "slug",
  "description",
  "logo",
  "banner",
  "currency",
  "handlingDays",
  "returnWindowDays",
  "returnPolicy",
  "contactEmail",
  "vacation",
  "vacationMessage",
  "vacationReturnsOn",
];

export const valuesOf = (store: OwnStore): StoreValues => ({
  name: store.name,
  slug: store.slug,
  logo: store.logo ?? "",
  banner: store.banner ?? "",
  description: store.description ?? "",
  currency: store.currency,
  handlingDays: store.handlingDays,
  returnWindowDays: store.returnWindowDays,
  returnPolicy: store.returnPolicy ?? "",
  contactEmail: store.contactEmail ?? "",
  vacation: store.vacation.on,
  vacationMessage: store.vacation.message ?? "",
  vacationReturnsOn: store.vacation.returnsOn ?? "",
});

/** What the contract checks: the vacation's message and date only while vacation mode is on. */
export const bodyOf = (values: StoreValues) =>
  values.vacation ? values : { ...values, vacationMessage: "", vacationReturnsOn: "" };

/** Messages of the contract or the server under the form's fields ("vacationReturnsOn" stays itself). */
export function onFields(messages: [path: string, message: string][]): FormErrors {
  const errors: Record<string, string> = {};
  for (const [path, message] of messages) {
    const [field = path] = path.split(".");
    errors[field] = errors[field] ? `${errors[field]} ${message}` : message;
  }
  return errors;
}

export function check(values: StoreValues): FormErrors {
  const result = StoreBodySchema.safeParse(bodyOf(values));
  return onFields(
    result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
  );
}

export const count = (text: string, max: number) => `${text.trim().length} / ${max}`;
