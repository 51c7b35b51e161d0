import { Group, NativeSelect, Paper } from "@mantine/core";
import type { ReactNode } from "react";

/** The bar of filters above a list, its controls on one line as far as they fit. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md" bg="var(--cbm-paper)">
      <Group gap="md" align="flex-end">
        {children}
      </Group>
    </Paper>
  );
}

/** A drop-down filter; its option with the value "" filters nothing, and is chosen while `value` is unset. */
export function FilterSelect({
  label,
  data,
  value,
  onChange,
  flex,
}: {
  label: string;
  data: { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string) => void;
  /** How it grows and shrinks on the bar's line, as CSS `flex`. */
  flex: string;
}) {
  return (
    <NativeSelect
      label={label}
      data={data}
      value={value ?? ""}
      onChange={(event) => onChange(event.currentTarget.value)}
      flex={flex}
    />
  );
}
