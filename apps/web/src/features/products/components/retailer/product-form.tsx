import {
  CURRENCY_DIGITS,
  type Currency,
  ITEM_CATEGORIES,
  ITEM_CATEGORY_NAMES,
  type ItemCategory,
  labelOf,
  PRODUCT_LIMITS,
  PRODUCT_STATUSES,
  type Product,
  type ProductStatus,
} from "@cbm/contracts";
import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
} from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { IconDeviceFloppy, IconTrash } from "@tabler/icons-react";
import { FormTextarea, FormTextInput } from "../../../../components/form-fields.tsx";
import { FormSection } from "../../../../components/form-section.tsx";
import { fieldErrors } from "../../../../lib/api-error.ts";
import { currencySign } from "../../../../lib/money.ts";
import { notify } from "../../../../lib/notify.ts";
import { isPlanLimit, UpgradePrompt } from "../../../subscriptions/index.ts";
import { useCreateProduct, useUpdateProduct } from "../../api.ts";
import { BrandSelect } from "./brand-select.tsx";
import { ImageListField } from "./image-list-field.tsx";
import {
  blankProduct,
  checkProduct,
  FIELD_ORDER,
  onFields,
  type ProductValues,
  parsedBody,
  valuesOf,
} from "./product-values.ts";
import { VariantsTable } from "./variants-table.tsx";
import { STATUS_HINTS, STATUS_LABELS } from "./wording.ts";

const CATEGORY_OPTIONS = ITEM_CATEGORY_NAMES.map((category) => ({
  value: category,
  label: labelOf(category),
}));
const STATUS_OPTIONS = PRODUCT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

const options = (placeholder: string, data: { value: string; label: string }[]) => [
  { value: "", label: placeholder, disabled: true },
  ...data,
];

export interface ProductFormProps {
  /** The product to change; without it the form adds a new one. */
  product?: Product;
  /** The store's currency, which prices are typed in. */
  currency: Currency;
  onSaved: (saved: Product) => void;
  onCancel: () => void;
  /** Offers to delete the product being edited. */
  onDelete?: () => void;
}

/**
 * A product of the store, new or changed: its words, pictures, price and variants, saved at once. Prices
 * are typed in the currency's major units and sent in minor units; the server's message for a field shows
 * beside it (a variant's SKU in its row, a picture under it), and the first field needing attention is focused.
 */
export function ProductForm({ product, currency, onSaved, onCancel, onDelete }: ProductFormProps) {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const saving = create.isPending || update.isPending;
  // A plan that allows no more listed products: its prompt shows above the buttons (a draft still saves).
  const beyondPlan = [create.error, update.error].find(isPlanLimit);
  const form = useForm<ProductValues>({
    initialValues: product ? valuesOf(product) : blankProduct(),
    validate: (values) => checkProduct(values, currency),
  });
  const { values } = form;
  const uploading = values.images.some((entry) => !entry.location);
  const subcategories = values.category ? ITEM_CATEGORIES[values.category] : [];
  const sign = currencySign(currency);

  const focusFirst = (errors: FormErrors) => {
    const keys = Object.keys(errors);
    const first = FIELD_ORDER.find((field) =>
      keys.some((key) => key === field || key.startsWith(`${field}.`)),
    );
    const key = keys.find((each) => each === first || each.startsWith(`${first}.`));
    if (!key) return;
    const node = form.getInputNode(key) ?? document.querySelector<HTMLElement>(`[data-path="${key}"]`);
    node?.focus();
  };

  const failed = (error: unknown) => {
    const errors = onFields(Object.entries(fieldErrors(error)));
    form.setErrors(errors);
    focusFirst(errors);
    if (!isPlanLimit(error)) notify.error(error);
  };

  const submit = form.onSubmit((values) => {
    const body = parsedBody(values, currency);
    if (product) update.mutate({ id: product.id, body }, { onSuccess: onSaved, onError: failed });
    else create.mutate(body, { onSuccess: onSaved, onError: failed });
  }, focusFirst);

  return (
    <form onSubmit={submit} noValidate aria-label={product ? "Edit product" : "New product"}>
      <Stack gap="lg">
        <FormSection
          title="The product"
          description="What shoppers read first: its name, brand, kind and words."
        >
          <FormTextInput form={form} name="title" label="Title" required maxLength={PRODUCT_LIMITS.title} />
          <FormTextarea
            form={form}
            name="description"
            label="Description"
            description="Optional: the cut, the fabric, how it fits and how to care for it."
            autosize
            minRows={3}
            maxRows={10}
            maxLength={PRODUCT_LIMITS.description}
          />
          <BrandSelect
            value={{ id: values.brandId, name: values.brandName }}
            onChange={(brand) => form.setValues({ brandId: brand.id, brandName: brand.name })}
            error={form.errors.brandId}
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
          <TagsInput
            label="Tags"
            description={`Optional: words shoppers search by, up to ${PRODUCT_LIMITS.tags}. Press Enter after each.`}
            placeholder={values.tags.length ? "" : "linen, summer"}
            maxTags={PRODUCT_LIMITS.tags}
            splitChars={[",", " "]}
            clearable
            {...form.getInputProps("tags")}
          />
        </FormSection>

        <FormSection
          title="Images"
          description="Shoppers see them in this order; move one left or right to change it."
        >
          <ImageListField
            value={values.images}
            onChange={(update) => {
              form.setFieldValue("images", update);
              form.clearFieldError("images");
            }}
            errors={form.errors}
          />
        </FormSection>

        <FormSection
          title="Price and status"
          description={`In ${currency}, your store's currency. A compare-at price shows the product on sale.`}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NumberInput
              label="Price"
              required
              min={0}
              allowNegative={false}
              decimalScale={CURRENCY_DIGITS[currency]}
              thousandSeparator=","
              hideControls
              inputMode="decimal"
              leftSection={<Text size="sm">{sign}</Text>}
              {...form.getInputProps("price")}
            />
            <NumberInput
              label="Compare-at price"
              description="Optional: the price before the sale, higher than the price."
              min={0}
              allowNegative={false}
              decimalScale={CURRENCY_DIGITS[currency]}
              thousandSeparator=","
              hideControls
              inputMode="decimal"
              leftSection={<Text size="sm">{sign}</Text>}
              inputWrapperOrder={["label", "input", "description", "error"]}
              {...form.getInputProps("compareAt")}
            />
          </SimpleGrid>
          <Stack gap={6}>
            <Text fw={500} size="sm" id="product-status">
              Status
            </Text>
            <SegmentedControl
              aria-labelledby="product-status"
              data={STATUS_OPTIONS}
              value={values.status}
              onChange={(status) => form.setFieldValue("status", status as ProductStatus)}
              maw={420}
            />
            <Text size="sm" c="ink.7">
              {STATUS_HINTS[values.status]}
            </Text>
          </Stack>
        </FormSection>

        <FormSection
          title="Variants"
          description="What shoppers choose between. The stock of all of them adds up to the product's."
        >
          <VariantsTable form={form} />
        </FormSection>

        {beyondPlan && <UpgradePrompt error={beyondPlan} />}
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Button variant="subtle" color="ink" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            {onDelete && (
              <Button
                variant="subtle"
                color="red.9"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={onDelete}
                disabled={saving}
              >
                Delete product
              </Button>
            )}
          </Group>
          <Button
            type="submit"
            size="md"
            loading={saving}
            disabled={uploading}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            {uploading ? "Waiting for the upload…" : product ? "Save changes" : "Add product"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
