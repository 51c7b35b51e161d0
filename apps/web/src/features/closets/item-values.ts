// The item form's values: a new item's, a saved item's, the request body they make and the messages on them.
import {
  type ClosetItem,
  type ClosetItemBody,
  ClosetItemBodySchema,
  type Colour,
  type ItemCategory,
  type Season,
} from "@cbm/contracts";
import type { FormErrors } from "@mantine/form";
import type { Money } from "../../components/money-input.tsx";

export interface ItemValues {
  /** The photo's location; "" until one is uploaded. */
  image: string;
  closetId: string;
  category: ItemCategory | "";
  subcategory: string;
  /** A catalogue brand's id, or "" when the name is typed freely. */
  brandId: string;
  brandName: string;
  colours: Colour[];
  size: string;
  seasons: Season[];
  material: string;
  price: Money;
  purchasedOn: string;
  notes: string;
  /** The shop's product the item is, or "" for none. */
  productId: string;
}

export const blankItem = (closetId: string, category: ItemCategory | ""): ItemValues => ({
  image: "",
  closetId,
  category,
  subcategory: "",
  brandId: "",
  brandName: "",
  colours: [],
  size: "",
  seasons: [],
  material: "",
  price: { amount: undefined, currency: "USD" },
  purchasedOn: "",
  notes: "",
  productId: "",
});

/** The form's values for an item being edited; its saved photo is sent again unless a new one is chosen. */
export const valuesOf = (item: ClosetItem): ItemValues => ({
  image: item.image.url,
  closetId: item.closetId,
  category: item.category,
  subcategory: item.subcategory,
  brandId: item.brand?.id ?? "",
  brandName: item.brand?.name ?? "",
  colours: item.colours,
  size: item.size ?? "",
  seasons: item.seasons,
  material: item.material ?? "",
  price: item.price
    ? { amount: item.price.amountMinor, currency: item.price.currency }
    : { amount: undefined, currency: "USD" },
  purchasedOn: item.purchasedOn ?? "",
  notes: item.notes ?? "",
  productId: item.productId ?? "",
});

/** The request body for these values, before the contract checks it (blank texts are dropped there). */
export const bodyOf = (values: ItemValues) => ({
  image: values.image || undefined,
  category: values.category || undefined,
  subcategory: values.subcategory || undefined,
  ...(values.brandId ? { brandId: values.brandId } : { brandName: values.brandName }),
  colours: values.colours,
  size: values.size,
  seasons: values.seasons,
  material: values.material,
  price:
    values.price.amount === undefined
      ? undefined
      : { amountMinor: values.price.amount, currency: values.price.currency },
  purchasedOn: values.purchasedOn,
  notes: values.notes,
  productId: values.productId || undefined,
});

/** An item's body as it is saved, for changing one thing of it (its closet). */
export const bodyOfItem = (item: ClosetItem): ClosetItemBody =>
  ClosetItemBodySchema.parse(bodyOf(valuesOf(item)));

/** The form field a message of the contract or the server belongs to ("price.amountMinor" → "price"). */
const fieldOf = (path: string) => {
  const [field = path] = path.split(".");
  return field === "brandId" ? "brandName" : field;
};

/** Messages keyed by contract path, gathered under the form's fields. */
export function onFields(messages: [path: string, message: string][]): FormErrors {
  const errors: Record<string, string> = {};
  for (const [path, message] of messages) {
    const field = fieldOf(path);
    errors[field] = errors[field] ? `${errors[field]} ${message}` : message;
  }
  return errors;
}

export function checkItem(values: ItemValues): FormErrors {
  const result = ClosetItemBodySchema.safeParse(bodyOf(values));
  const errors = onFields(
    result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
  );
  if (!values.image) errors.image = "Add a photo of the item";
  if (!values.closetId) errors.closetId = "Choose a closet";
  return errors;
}
