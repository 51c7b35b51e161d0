import { CURRENCIES, CURRENCY_DIGITS, type Currency } from "@cbm/contracts";
import { Group, NativeSelect, NumberInput } from "@mantine/core";
import { type ReactNode, useState } from "react";

export interface Money {
  /** In minor units (cents); undefined while nothing is typed. */
  amount: number | undefined;
  currency: Currency;
}

/** The typed text as a number of major units ("89." is 89 while typing), or undefined when there is none. */
function majorUnits(typed: number | string): number | undefined {
  if (typeof typed === "number") return typed;
  const number = Number(typed.replaceAll(",", ""));
  return typed.trim() && Number.isFinite(number) ? number : undefined;
}

const inMinorUnits = (major: number | undefined, currency: Currency) =>
  major === undefined ? undefined : Math.round(major * 10 ** CURRENCY_DIGITS[currency]);

/**
 * An amount of money typed in major units (12.50) and kept in minor units (1250), as the API counts it,
 * with its currency beside it. The text stays as typed, so a half-typed "12." is not cleared.
 */
export function MoneyInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: Money;
  onChange: (money: Money) => void;
  error?: ReactNode;
}) {
  const [typed, setTyped] = useState<number | string>(
    value.amount === undefined ? "" : value.amount / 10 ** CURRENCY_DIGITS[value.currency],
  );
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <NumberInput
        label={label}
        error={error}
        min={0}
        allowNegative={false}
        decimalScale={CURRENCY_DIGITS[value.currency]}
        thousandSeparator=","
        hideControls
        inputMode="decimal"
        value={typed}
        onChange={(next) => {
          setTyped(next);
          onChange({ ...value, amount: inMinorUnits(majorUnits(next), value.currency) });
        }}
        style={{ flex: 1 }}
      />
      <NativeSelect
        label="Currency"
        data={CURRENCIES}
        value={value.currency}
        // The typed number stays; only its unit changes.
        onChange={(event) => {
          const currency = event.currentTarget.value as Currency;
          onChange({ currency, amount: inMinorUnits(majorUnits(typed), currency) });
        }}
        w={96}
      />
    </Group>
  );
}

/** The messages of a money field and its parts, as one. */
export function moneyError(errors: Record<string, ReactNode>, field: string): ReactNode {
  const messages = [errors[field], errors[`${field}.amount`], errors[`${field}.currency`]].filter(Boolean);
  return messages.length > 0 ? messages.join(" ") : undefined;
}
