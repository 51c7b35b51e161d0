import { SimpleGrid, Textarea, type TextareaProps, TextInput, type TextInputProps } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { PasswordInput, type PasswordInputProps } from "./password-input.tsx";

/**
 * An input's own props, and the form and field it shows and changes. The inputs take the field's key,
 * which renews an uncontrolled input when the form resets or sets its values, so the box shows them.
 */
type BoundTo<Values, Props> = Omit<Props, "form" | "name"> & {
  // biome-ignore lint/suspicious/noExplicitAny: any transform and rules; a field needs only the values' shape
  form: UseFormReturnType<Values, any, any>;
  name: keyof Values & string;
};

/** A text input showing and changing the form's field `name`. */
export function FormTextInput<Values>({ form, name, ...props }: BoundTo<Values, TextInputProps>) {
  return <TextInput {...props} key={form.key(name)} {...form.getInputProps(name)} />;
}

/** A password input showing and changing the form's field `name`. */
export function FormPasswordInput<Values>({ form, name, ...props }: BoundTo<Values, PasswordInputProps>) {
  return <PasswordInput {...props} key={form.key(name)} {...form.getInputProps(name)} />;
}

/** A text area showing and changing the form's field `name`. */
export function FormTextarea<Values>({ form, name, ...props }: BoundTo<Values, TextareaProps>) {
  return <Textarea {...props} key={form.key(name)} {...form.getInputProps(name)} />;
}

/** Who is writing: their name and email, side by side on wider screens. */
export function NameAndEmailInputs<Values extends { email: string }>({
  form,
  nameField,
  nameLabel,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: as in BoundTo
  form: UseFormReturnType<Values, any, any>;
  nameField: keyof Values & string;
  nameLabel: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <FormTextInput form={form} name={nameField} label={nameLabel} autoComplete="name" required />
      <FormTextInput form={form} name="email" label="Email" type="email" autoComplete="email" required />
    </SimpleGrid>
  );
}
