import {
  CLOSET_LIMITS,
  type Closet,
  type ClosetItem,
  type ClosetItemBody,
  ClosetItemBodySchema,
  COLOUR_PALETTE,
  COLOURS,
  ITEM_CATEGORIES,
  type ItemCategory,
  labelOf,
  SEASONS,
} from "@cbm/contracts";
import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { ColourSwatch } from "../../../components/colour-swatch.tsx";
import { MoneyInput } from "../../../components/money-input.tsx";
import { ChoiceGrid } from "../../../components/wizard/index.ts";
import { fieldErrors } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { isPlanLimit, UpgradePrompt } from "../../subscriptions/index.ts";
import { useSaveItem } from "../api.ts";
import { blankItem, bodyOf, checkItem, type ItemValues, onFields, valuesOf } from "../item-values.ts";
import { CATEGORY_OPTIONS } from "../wording.ts";
import { BrandField } from "./brand-field.tsx";
import { ItemFormActions } from "./item-form-actions.tsx";
import { PhotoPicker } from "./photo-picker.tsx";
import { ProductField } from "./product-field.tsx";

const COLOUR_OPTIONS = COLOURS.map((colour) => ({
  value: colour,
  label: COLOUR_PALETTE[colour].label,
  visual: <ColourSwatch colour={colour} size={18} />,
}));
const SEASON_OPTIONS = SEASONS.map((season) => ({ value: season, label: labelOf(season) }));

const options = (placeholder: string, data: { value: string; label: string }[]) => [
  { value: "", label: placeholder, disabled: true },
  ...data,
];

export interface ItemFormProps {
  /** The item to change; without it the form adds new ones. */
  item?: ClosetItem;
  /** The owner's closets, to pick where the item goes. */
  closets: Closet[];
  /** The closet a new item goes to at first. */
  closetId?: string;
  /** `another`: the person goes on adding items. */
  onSaved: (saved: ClosetItem, another: boolean) => void;
  onCancel: () => void;
  /** Offers to delete the item being edited. */
  onDelete?: () => void;
  /** The item is beyond the member's plan: it cannot be saved (the note above says why). */
  readOnly?: boolean;
}

/**
 * Adds an item to a closet from its photo, or changes `item` (moving it when another closet is picked).
 * "Save and add another" keeps the closet and category and clears the rest, for many items in a row.
 */
export function ItemForm({
  item,
  closets,
  closetId,
  onSaved,
  onCancel,
  onDelete,
  readOnly = false,
}: ItemFormProps) {
  const save = useSaveItem();
  const [uploading, setUploading] = useState(false);
  // Remounts the fields that keep state of their own (the photo preview, the typed price) for a new item.
  const [round, setRound] = useState(0);
  const form = useForm<ItemValues, ClosetItemBody>({
    initialValues: item ? valuesOf(item) : blankItem(closetId ?? closets[0]?.id ?? "", ""),
    validate: checkItem,
    transformValues: (values) => ClosetItemBodySchema.parse(bodyOf(values)),
  });
  const { values } = form;
  const subcategories = values.category ? ITEM_CATEGORIES[values.category] : [];

  const submit = (another: boolean) =>
    form.onSubmit((body) =>
      save.mutate(
        { id: item?.id, closetId: values.closetId, body },
        {
          onSuccess: (saved) => {
            if (another) {
              form.setValues(blankItem(values.closetId, values.category));
              form.resetDirty();
              setRound((count) => count + 1);
            }
            onSaved(saved, another);
          },
          onError: (error) => {
            form.setErrors(onFields(Object.entries(fieldErrors(error))));
            // A full plan shows its prompt where the save buttons were.
            if (!isPlanLimit(error)) notify.error(error);
          },
        },
      ),
    );

  return (
    <form onSubmit={submit(false)} noValidate aria-label={item ? "Edit item" : "New item"}>
      <Stack gap="xl">
        <PhotoPicker
          key={`photo-${round}`}
          label="Photo"
          description="One piece on a plain background looks best. JPEG, PNG, WebP, GIF or AVIF, up to 10 MB."
          value={values.image}
          current={item?.image}
          onChange={(location) => form.setFieldValue("image", location)}
          onUploading={setUploading}
          required
          error={form.errors.image}
        />
        <NativeSelect
          label="Closet"
          description={item ? "Pick another closet to move the item there." : undefined}
          required
          data={options(
            "Choose a closet",
            closets.map((closet) => ({ value: closet.id, label: closet.name })),
          )}
          {...form.getInputProps("closetId")}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NativeSelect
            label="Category"
            required
            data={options("Choose a category", CATEGORY_OPTIONS)}
            {...form.getInputProps("category")}
            onChange={(event) => {
              form.setFieldValue("category", event.currentTarget.value as ItemCategory);
              form.setFieldValue("subcategory", "");
            }}
          />
          <NativeSelect
            label="Type"
            required
            disabled={!values.category}
            data={options(
              values.category ? "Choose a type" : "Choose a category first",
              subcategories.map((name) => ({ value: name, label: labelOf(name) })),
            )}
            {...form.getInputProps("subcategory")}
          />
        </SimpleGrid>
        <BrandField
          value={{ id: values.brandId, name: values.brandName }}
          onChange={(brand) => form.setValues({ brandId: brand.id, brandName: brand.name })}
          error={form.errors.brandName}
        />
        <ChoiceGrid
          label="Colours"
          description="The main ones, up to 5."
          multiple
          look="chips"
          max={CLOSET_LIMITS.colours}
          options={COLOUR_OPTIONS}
          value={values.colours}
          onChange={(colours) => form.setFieldValue("colours", colours)}
          error={form.errors.colours}
        />
        <ChoiceGrid
          label="Seasons"
          description="Optional: when you wear it."
          multiple
          look="chips"
          options={SEASON_OPTIONS}
          value={values.seasons}
          onChange={(seasons) => form.setFieldValue("seasons", seasons)}
          error={form.errors.seasons}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Size"
            description="Optional, as the label says."
            placeholder="M, 38, 8 UK"
            maxLength={CLOSET_LIMITS.itemText}
            {...form.getInputProps("size")}
          />
          <TextInput
            label="Material"
            description="Optional."
            placeholder="Cotton, wool, leather"
            maxLength={CLOSET_LIMITS.itemText}
            {...form.getInputProps("material")}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <MoneyInput
            key={`price-${round}`}
            label="Price paid (optional)"
            value={values.price}
            onChange={(price) => form.setFieldValue("price", price)}
            error={form.errors.price}
          />
          <TextInput
            label="Bought on"
            description="Optional."
            type="date"
            inputWrapperOrder={["label", "input", "description", "error"]}
            {...form.getInputProps("purchasedOn")}
          />
        </SimpleGrid>
        <ProductField
          key={`product-${round}`}
          value={values.productId}
          onChange={(productId) => form.setFieldValue("productId", productId)}
          error={form.errors.productId}
        />
        <Textarea
          label="Notes"
          description="Optional: where it is from, how it fits, how to care for it."
          autosize
          minRows={2}
          maxRows={6}
          maxLength={CLOSET_LIMITS.notes}
          {...form.getInputProps("notes")}
        />
        {isPlanLimit(save.error) && <UpgradePrompt error={save.error} />}
        <ItemFormActions
          full={readOnly || isPlanLimit(save.error)}
          editing={Boolean(item)}
          saving={save.isPending}
          uploading={uploading}
          onAnother={() => submit(true)()}
          onCancel={onCancel}
          onDelete={onDelete}
        />
      </Stack>
    </form>
  );
}
