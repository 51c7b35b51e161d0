import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { notify } from "../../lib/notify.ts";

/** A change by an entry's id. */
type ChangeById<R> = UseMutationResult<R, Error, string>;

/**
 * Removing an entry of a book (after a confirmation) and making one the default, with their toasts.
 * `busyId` is the entry a change is being saved for; `confirm` is what the removal dialog shows.
 */
export function useBookChanges<T extends { id: string; isDefault: boolean }>({
  remove,
  makeDefault,
  nameOf,
  kind,
}: {
  remove: ChangeById<{ message: string }>;
  makeDefault: ChangeById<unknown>;
  nameOf: (entry: T) => string;
  /** What an entry is, as in "address". */
  kind: string;
}) {
  /** The entry the removal dialog asks about; it stays while the dialog closes. */
  const [removing, setRemoving] = useState<T | null>(null);
  const [opened, setOpened] = useState(false);
  const askRemoval = (entry: T) => {
    setRemoving(entry);
    setOpened(true);
  };
  const close = () => setOpened(false);

  const confirmRemoval = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: ({ message }) => {
        notify.success(message);
        close();
      },
      onError: notify.error,
    });
  };

  return {
    busyId: remove.isPending ? remove.variables : makeDefault.isPending ? makeDefault.variables : undefined,
    askRemoval,
    chooseDefault: (entry: T) =>
      makeDefault.mutate(entry.id, {
        onSuccess: () => notify.success(`${nameOf(entry)} is now your default ${kind}.`),
        onError: notify.error,
      }),
    removing,
    confirm: {
      opened,
      name: removing ? nameOf(removing) : "",
      isDefault: removing?.isDefault ?? false,
      kind,
      removing: remove.isPending,
      onConfirm: confirmRemoval,
      onClose: close,
    },
  };
}
