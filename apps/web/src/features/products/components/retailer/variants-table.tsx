import { COLOUR_PALETTE, COLOURS, type Colour, PRODUCT_LIMITS } from "@cbm/contracts";
import { ActionIcon, Button, Group, Input, NumberInput, Select, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { ColourSwatch } from "../../../../components/colour-swatch.tsx";
import { blankVariant, type ProductValues } from "./product-values.ts";
import classes from "./retailer-products.module.css";

const COLOUR_OPTIONS = COLOURS.map((colour) => ({ value: colour, label: COLOUR_PALETTE[colour].label }));

/** Labels show above each field on a phone; from a tablet up the table's head names the columns. */
const cell = { label: classes.cellLabel };

/**
 * The product's variants, one row each: size, colour (with its swatch), SKU and stock. Rows are added and
 * removed; a saved variant keeps its id, so its orders stay with it. The server's message for a row's
 * field (`variants.1.sku`) shows under that field.
 */
export function VariantsTable({ form }: { form: UseFormReturnType<ProductValues> }) {
  const { variants } = form.values;
  const full = variants.length >= PRODUCT_LIMITS.variants.max;
  const total = variants.reduce((sum, variant) => sum + (Number(variant.stock) || 0), 0);

  return (
    <Input.Wrapper
      label="Variants"
      description="Each size and colour you sell, with its own SKU and stock."
      error={form.errors.variants}
      required
      labelElement="div"
    >
      <div className={classes.variantHead} aria-hidden>
        <span>Size</span>
        <span>Colour</span>
        <span>SKU</span>
        <span>Stock</span>
      </div>
      <ul className={classes.variants} aria-label="Variants">
        {variants.map((variant, index) => {
          const row = `variants.${index}`;
          const n = index + 1;
          const colour = variant.colour as Colour | "";
          return (
            <li key={variant.key} className={classes.variantRow} aria-label={`Variant ${n}`}>
              <div>
                <TextInput
                  label="Size"
                  aria-label={`Size of variant ${n}`}
                  classNames={cell}
                  placeholder="M, 38, One size"
                  maxLength={PRODUCT_LIMITS.size}
                  key={form.key(`${row}.size`)}
                  {...form.getInputProps(`${row}.size`)}
                />
              </div>
              <div>
                <Select
                  label="Colour"
                  aria-label={`Colour of variant ${n}`}
                  classNames={cell}
                  placeholder="Choose"
                  data={COLOUR_OPTIONS}
                  searchable
                  allowDeselect={false}
                  leftSection={colour ? <ColourSwatch colour={colour} size={16} /> : undefined}
                  renderOption={({ option }) => (
                    <Group gap="xs" wrap="nowrap">
                      <ColourSwatch colour={option.value as Colour} size={16} />
                      {option.label}
                    </Group>
                  )}
                  key={form.key(`${row}.colour`)}
                  {...form.getInputProps(`${row}.colour`)}
                  value={colour || null}
                  onChange={(next) => form.setFieldValue(`${row}.colour`, (next ?? "") as Colour | "")}
                />
              </div>
              <div>
                <TextInput
                  label="SKU"
                  aria-label={`SKU of variant ${n}`}
                  classNames={cell}
                  maxLength={PRODUCT_LIMITS.sku}
                  autoCapitalize="characters"
                  spellCheck={false}
                  key={form.key(`${row}.sku`)}
                  {...form.getInputProps(`${row}.sku`)}
                />
              </div>
              <div>
                <NumberInput
                  label="Stock"
                  aria-label={`Stock of variant ${n}`}
                  classNames={cell}
                  min={0}
                  max={PRODUCT_LIMITS.stock}
                  allowDecimal={false}
                  allowNegative={false}
                  key={form.key(`${row}.stock`)}
                  {...form.getInputProps(`${row}.stock`)}
                  error={form.errors[`${row}.stock`] ?? form.errors[`${row}.id`]}
                />
              </div>
              <div className={classes.removeCell}>
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  size="lg"
                  aria-label={`Remove variant ${n}`}
                  disabled={variants.length === 1}
                  onClick={() => form.removeListItem("variants", index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </div>
            </li>
          );
        })}
      </ul>
      <Group justify="space-between" mt="sm" gap="sm">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => form.insertListItem("variants", blankVariant())}
          disabled={full}
        >
          Add a variant
        </Button>
        <Text size="sm" c="ink.7">
          {total} in stock across {variants.length} {variants.length === 1 ? "variant" : "variants"}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}
