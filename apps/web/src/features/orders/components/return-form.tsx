import { COLOUR_PALETTE, type OrderDetails, type OrderLine, type ReturnBody } from "@cbm/contracts";
import { Checkbox, Group, NumberInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { FormTextarea } from "../../../components/form-fields.tsx";
import { fieldErrors } from "../../../lib/api-error.ts";
import { formatMoney } from "../../../lib/money.ts";
import { useRequestReturn } from "../api.ts";
import { MoveError } from "./move-error.tsx";
import { required } from "./reason-form.tsx";

interface ReturnValues {
  /** How many of each line go back, by the line's id: 0 for a line not chosen, "" while being typed. */
  quantities: Record<string, number | string>;
  reason: string;
}

const chosenOf = (values: ReturnValues): ReturnBody["lines"] =>
  Object.entries(values.quantities)
    .filter(([, quantity]) => quantity !== 0)
    .map(([lineId, quantity]) => ({ lineId, quantity: Number(quantity) }));

function quantitiesRule(_: unknown, values: ReturnValues) {
  const chosen = chosenOf(values);
  if (chosen.length === 0) return "Choose at least one item to return";
  return chosen.every((line) => line.quantity >= 1) ? null : "Say how many of each item to return";
}

/** A line to tick for return, and how many of it when more than one was bought. */
function LineChoice({
  line,
  order,
  quantity,
  onChange,
}: {
  line: OrderLine;
  order: OrderDetails;
  quantity: number | string;
  onChange: (quantity: number | string) => void;
}) {
  const chosen = quantity !== 0;
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Checkbox
        checked={chosen}
        onChange={(event) => onChange(event.currentTarget.checked ? line.quantity : 0)}
        label={line.title}
        description={`${COLOUR_PALETTE[line.colour].label} · Size ${line.size} · ${formatMoney(line.unitPriceMinor, order.currency)} × ${line.quantity}`}
      />
      {chosen && line.quantity > 1 && (
        <NumberInput
          aria-label={`How many of ${line.title} to return`}
          value={quantity}
          onChange={onChange}
          min={1}
          max={line.quantity}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          w={88}
          size="xs"
        />
      )}
    </Group>
  );
}

/** Which lines go back and how many of each, and why; the store reads it and refunds once it agrees. */
export function ReturnForm({ order, onDone }: { order: OrderDetails; onDone: () => void }) {
  const request = useRequestReturn(order.id);
  const form = useForm<ReturnValues>({
    initialValues: { quantities: Object.fromEntries(order.lines.map((line) => [line.id, 0])), reason: "" },
    validate: {
      quantities: quantitiesRule,
      reason: required("Reason"),
    },
  });
  const submit = form.onSubmit((values) =>
    request.mutate(
      { lines: chosenOf(values), reason: values.reason },
      { onSuccess: onDone, onError: (error) => form.setErrors(fieldErrors(error)) },
    ),
  );
  return (
    <DialogForm
      label="Return items"
      onSubmit={submit}
      submitLabel="Ask to return"
      saving={request.isPending}
      onCancel={onDone}
    >
      <Stack gap="sm" role="group" aria-label="Items to return">
        {order.lines.map((line) => (
          <LineChoice
            key={line.id}
            line={line}
            order={order}
            quantity={form.values.quantities[line.id] ?? 0}
            onChange={(quantity) =>
              form.setFieldValue("quantities", { ...form.values.quantities, [line.id]: quantity })
            }
          />
        ))}
        {form.errors.quantities && (
          <Text size="sm" c="red.8" role="alert">
            {form.errors.quantities}
          </Text>
        )}
      </Stack>
      <FormTextarea
        form={form}
        name="reason"
        label="Reason"
        description="The store reads it."
        autosize
        minRows={3}
        required
      />
      <Text size="sm" c="dimmed">
        The store refunds the items' price once it accepts the return; the shipping too when everything goes
        back.
      </Text>
      <MoveError error={request.error && !fieldErrors(request.error).reason ? request.error : null} />
    </DialogForm>
  );
}
