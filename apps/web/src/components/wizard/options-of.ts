import type { ChoiceOption } from "./choice-grid.tsx";

/** How a vocabulary of the contracts reads: a label, or a label with a description. */
export type Labels<T extends string> = Record<T, string | { label: string; description: string }>;

/** A vocabulary of the contracts as ChoiceGrid options. */
export function optionsOf<T extends string>(values: readonly T[], labels: Labels<T>): ChoiceOption<T>[] {
  return values.map((value) => {
    const label: Labels<string>[string] = labels[value];
    return typeof label === "string" ? { value, label } : { value, ...label };
  });
}
