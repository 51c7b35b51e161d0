import { Button, Group, NativeSelect, Paper } from "@mantine/core";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { type ReactNode, useId, useState } from "react";
import classes from "./filter-bar.module.css";

/**
 * The bar of filters above a list, its controls on one line as far as they fit. On a phone only the
 * `search` shows, with a Filters button (saying how many are `active`) that opens the other controls:
 * the first screen is for the list.
 */
export function FilterBar({
  search,
  active,
  children,
}: {
  search?: ReactNode;
  /** How many of the other controls filter something. */
  active: number;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const controls = useId();
  return (
    <Paper withBorder radius="lg" p={{ base: "sm", sm: "md" }} bg="var(--cbm-paper)">
      <Group gap="md" align="flex-end">
        {search && <div className={classes.search}>{search}</div>}
        <Button
          hiddenFrom="sm"
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          aria-expanded={open}
          aria-controls={controls}
          onClick={() => setOpen((was) => !was)}
          className={classes.toggle}
        >
          {active > 0 ? `Filters (${active})` : "Filters"}
        </Button>
        <div id={controls} className={classes.controls} data-open={open || undefined}>
          {children}
        </div>
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
