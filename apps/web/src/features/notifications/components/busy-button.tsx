import { Button, type ButtonProps, Loader } from "@mantine/core";

/** A button that says what it is doing while it runs ('Dismissing', 'Clearing...', spec section 4). */
export function BusyButton({
  busy,
  label,
  busyLabel,
  onClick,
  ...props
}: { busy: boolean; label: string; busyLabel: string; onClick: () => void } & Omit<ButtonProps, "children">) {
  return (
    <Button
      {...props}
      disabled={busy}
      leftSection={busy ? <Loader size={12} color="currentColor" aria-hidden /> : props.leftSection}
      onClick={onClick}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
