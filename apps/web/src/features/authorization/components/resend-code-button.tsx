import { Button } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { clock } from "./use-cooldown.ts";

/** "Resend code", disabled with a visible countdown while the cooldown runs. */
export function ResendCodeButton({
  remaining,
  loading,
  onClick,
}: {
  remaining: number;
  loading?: boolean;
  onClick: () => void;
}) {
  const waiting = remaining > 0;
  return (
    <Button
      variant="subtle"
      color="ink"
      size="sm"
      leftSection={<IconRefresh size={16} aria-hidden />}
      disabled={waiting}
      loading={loading}
      onClick={onClick}
      styles={{ label: { fontVariantNumeric: "tabular-nums" } }}
    >
      {waiting ? `Resend code in ${clock(remaining)}` : "Resend code"}
    </Button>
  );
}
