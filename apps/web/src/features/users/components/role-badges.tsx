import type { Role } from "@cbm/contracts";
import { Badge, Group, type MantineSize } from "@mantine/core";
import { ROLE_LABELS } from "../wording.ts";

export function RoleBadges({ roles, size = "sm" }: { roles: readonly Role[]; size?: MantineSize }) {
  return (
    <Group gap={6}>
      {roles.map((role) => (
        <Badge key={role} size={size} variant="light" color={role === "customer" ? "ink" : "rose"}>
          {ROLE_LABELS[role]}
        </Badge>
      ))}
    </Group>
  );
}
