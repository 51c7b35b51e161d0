import { Button, Group, Stack } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";

export interface DialogFormProps {
  /** The form's accessible name, as in "New address". */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The save button's words. */
  submitLabel: string;
  /** Saving: the save button spins and Cancel waits. */
  saving: boolean;
  /** Shows a Cancel button that calls it. */
  onCancel?: () => void;
  /** The fields. */
  children: ReactNode;
}

/** A whole form with its own Save button (and Cancel), as a dialog shows one. */
export function DialogForm({ label, onSubmit, submitLabel, saving, onCancel, children }: DialogFormProps) {
  return (
    <form
      onSubmit={(event) => {
        // React lets a submit bubble out of a dialog's portal into a form around the dialog's opener.
        event.stopPropagation();
        onSubmit(event);
      }}
      noValidate
      aria-label={label}
    >
      <Stack gap="lg">
        {children}
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="subtle" color="ink" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
