import { TextInput, type TextInputProps, UnstyledButton } from "@mantine/core";
import { IconEye, IconEyeOff } from "@tabler/icons-react";
import { useState } from "react";

export type PasswordInputProps = Omit<TextInputProps, "type" | "rightSection">;

/**
 * A password box with an eye that shows what was typed, as Mantine's PasswordInput, on the TextInput the
 * pages load anyway: Mantine's brings two more chunks (3.2 kB gzip), which the login page's first load has
 * no room for. Like Mantine's, the eye is for pointers and left out of the Tab order and the
 * accessibility tree; the field itself is a plain password field.
 */
export function PasswordInput(props: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  const Eye = shown ? IconEyeOff : IconEye;
  return (
    <TextInput
      {...props}
      type={shown ? "text" : "password"}
      rightSectionPointerEvents="all"
      rightSection={
        <UnstyledButton
          type="button"
          tabIndex={-1}
          aria-hidden
          c="dimmed"
          display="flex"
          // The focus stays in the field, where the person is typing.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setShown((was) => !was)}
        >
          <Eye size={18} />
        </UnstyledButton>
      }
    />
  );
}
