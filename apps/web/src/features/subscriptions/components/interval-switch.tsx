import type { BillingInterval } from "@cbm/contracts";
import { SegmentedControl } from "@mantine/core";

/** Monthly or yearly billing; the yearly label says what it saves, when it saves anything. */
export function IntervalSwitch({
  value,
  onChange,
  bestSaving = 0,
}: {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
  /** The largest yearly saving among the plans shown, in percent. */
  bestSaving?: number;
}) {
  return (
    <SegmentedControl
      aria-label="Billing"
      radius="xl"
      value={value}
      onChange={(chosen) => onChange(chosen as BillingInterval)}
      data={[
        { value: "month", label: "Monthly" },
        { value: "year", label: bestSaving > 0 ? `Yearly (save up to ${bestSaving}%)` : "Yearly" },
      ]}
    />
  );
}
