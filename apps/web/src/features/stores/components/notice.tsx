import { Alert } from "@mantine/core";
import { IconAlertTriangle, IconBan } from "@tabler/icons-react";
import type { ReactNode } from "react";

const TONES = {
  warning: { color: "yellow", icon: "orange", Icon: IconAlertTriangle },
  danger: { color: "red", icon: "red", Icon: IconBan },
} as const;

/**
 * A warning (pale yellow) or a stop (pale red), its title in ink: Mantine's light titles do not reach
 * 4.5:1 on their own backgrounds.
 */
export function Notice({
  title,
  tone = "warning",
  children,
}: {
  title?: string;
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  const { color, icon, Icon } = TONES[tone];
  return (
    <Alert
      color={color}
      variant="light"
      icon={<Icon size={20} aria-hidden />}
      title={title}
      styles={{
        title: { color: "var(--mantine-color-text)" },
        icon: { color: `var(--mantine-color-${icon}-9)` },
      }}
    >
      {children}
    </Alert>
  );
}
