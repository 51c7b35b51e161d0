import { CURRENCY_DIGITS, LIVE_LIMITS, type ProductCard } from "@cbm/contracts";
import { Modal, NumberInput, type NumberInputProps, SimpleGrid, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { fieldErrors } from "../../../lib/api-error.ts";
import { currencySign, formatMoney, toMajor, toMinor } from "../../../lib/money.ts";
import { notify } from "../../../lib/notify.ts";
import { useStartDeal } from "../api.ts";

interface DealValues {
  price: number | string;
  quantity: number | string;
  perBuyerLimit: number | string;
  countdownSeconds: number | string;
  durationMinutes: number | string;
}

/** A deal's first offer: a fifth off, ten units, one each, opening after ten seconds for five minutes. */
const firstOffer = (product: ProductCard): DealValues => ({
  price: toMajor(Math.round(product.priceMinor * 0.8), product.currency),
  quantity: 10,
  perBuyerLimit: 1,
  countdownSeconds: LIVE_LIMITS.dealCountdownSeconds.min,
  durationMinutes: 5,
});

const whole = (min: number, max: number): Partial<NumberInputProps> => ({
  min,
  max,
  allowDecimal: false,
  allowNegative: false,
  clampBehavior: "blur",
});

/** The host starts a flash deal on a product of the live: its price, units, limit and times. */
export function DealForm({
  product,
  eventId,
  opened,
  onClose,
}: {
  product: ProductCard;
  eventId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const form = useForm<DealValues>({ initialValues: firstOffer(product) });
  const start = useStartDeal(eventId);
  const submit = form.onSubmit((values) =>
    start.mutate(
      {
        productId: product.id,
        priceMinor: toMinor(values.price, product.currency) ?? 0,
        quantity: values.quantity,
        perBuyerLimit: values.perBuyerLimit,
        countdownSeconds: values.countdownSeconds,
        durationMinutes: values.durationMinutes,
      },
      {
        onSuccess: () => {
          form.reset();
          onClose();
        },
        onError: (error) => {
          const errors = fieldErrors(error);
          if (Object.keys(errors).length === 0) return notify.error(error);
          form.setErrors({ ...errors, price: errors.priceMinor });
        },
      },
    ),
  );
  const { dealCountdownSeconds: countdown, dealDurationMinutes: duration } = LIVE_LIMITS;
  return (
    <Modal opened={opened} onClose={onClose} title={`Flash deal: ${product.title}`} centered>
      <DialogForm
        label="Flash deal"
        onSubmit={submit}
        submitLabel="Start the deal"
        saving={start.isPending}
        onCancel={onClose}
      >
        <Text size="sm" c="dimmed">
          Its price is {formatMoney(product.priceMinor, product.currency)} now. Viewers see the countdown,
          then buy at the deal's price until it ends or sells out.
        </Text>
        <NumberInput
          label="Deal price"
          prefix={currencySign(product.currency)}
          decimalScale={CURRENCY_DIGITS[product.currency]}
          allowNegative={false}
          hideControls
          {...form.getInputProps("price")}
        />
        <SimpleGrid cols={2}>
          <NumberInput
            label="Units"
            {...whole(1, LIVE_LIMITS.dealQuantity)}
            {...form.getInputProps("quantity")}
          />
          <NumberInput
            label="Limit per buyer"
            {...whole(1, LIVE_LIMITS.perBuyerLimit)}
            {...form.getInputProps("perBuyerLimit")}
          />
          <NumberInput
            label="Countdown (seconds)"
            {...whole(countdown.min, countdown.max)}
            {...form.getInputProps("countdownSeconds")}
          />
          <NumberInput
            label="Open for (minutes)"
            {...whole(duration.min, duration.max)}
            {...form.getInputProps("durationMinutes")}
          />
        </SimpleGrid>
      </DialogForm>
    </Modal>
  );
}
