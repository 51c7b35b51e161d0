import { Input, PinInput } from "@mantine/core";
import { useId } from "@mantine/hooks";
import type { ReactNode, Ref } from "react";

export const CODE_LENGTH = 6;

export interface CodeInputProps {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  /** The first cell, e.g. to focus it again after a wrong code. */
  ref?: Ref<HTMLInputElement>;
  /** Set by `form.getInputProps`, so the form can find and focus the field. */
  "data-path"?: string;
}

/**
 * The six digits of a texted or mailed code: one cell per digit, pasting and the browser's one-time-code
 * autofill spread across the cells. Each cell is named "Verification code"; a message shows beneath.
 */
export function CodeInput({
  label = "Verification code",
  description,
  error,
  value,
  defaultValue,
  onChange,
  disabled,
  autoFocus,
  ref,
  "data-path": dataPath,
}: CodeInputProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : "", description ? `${id}-description` : ""].join(" ").trim();
  return (
    <Input.Wrapper
      id={id}
      label={label}
      labelElement="div"
      description={description}
      descriptionProps={{ id: `${id}-description` }}
      error={error}
      errorProps={{ id: `${id}-error`, role: "alert" }}
      inputWrapperOrder={["label", "description", "input", "error"]}
    >
      <PinInput
        mt={6}
        mb={error ? 6 : 0}
        length={CODE_LENGTH}
        type="number"
        oneTimeCode
        size="lg"
        gap={8}
        ariaLabel="Verification code"
        value={value}
        defaultValue={defaultValue}
        onChange={onChange}
        error={Boolean(error)}
        disabled={disabled}
        autoFocus={autoFocus}
        ref={ref}
        getInputProps={(index) => ({
          "aria-invalid": Boolean(error),
          "aria-describedby": describedBy || undefined,
          ...(index === 0 && dataPath ? { "data-path": dataPath } : {}),
        })}
        styles={{
          root: { width: "100%", maxWidth: 360 },
          pinInput: { flex: "1 1 0", minWidth: 0, width: "auto", maxWidth: 52 },
          input: { fontSize: "var(--mantine-font-size-xl)", fontWeight: 600 },
        }}
      />
    </Input.Wrapper>
  );
}
