import type { Role } from "@cbm/contracts";
import { Group, Radio, Stack, Text, ThemeIcon } from "@mantine/core";
import { useId } from "@mantine/hooks";
import { IconBuildingStore, IconShoppingBag, IconSparkles } from "@tabler/icons-react";
import type { ReactNode } from "react";
import classes from "./role-picker.module.css";

export type ChosenRole = Exclude<Role, "admin">;

export const ROLE_CHOICES: { value: ChosenRole; label: string; description: string; icon: ReactNode }[] = [
  {
    value: "customer",
    label: "Customer",
    description: "Discover looks, build closets and shop them.",
    icon: <IconShoppingBag size={20} aria-hidden />,
  },
  {
    value: "influencer",
    label: "Influencer",
    description: "Share outfits, grow a following and earn.",
    icon: <IconSparkles size={20} aria-hidden />,
  },
  {
    value: "retailer",
    label: "Retailer",
    description: "Open a shop and sell to the CBM community.",
    icon: <IconBuildingStore size={20} aria-hidden />,
  },
];

export interface RolePickerProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  error?: ReactNode;
}

/** Customer, influencer or retailer, as three cards that work like radio buttons (arrow keys move). */
export function RolePicker({ value, defaultValue, onChange, error }: RolePickerProps) {
  const id = useId();
  return (
    <Radio.Group
      name="role"
      label="I'm joining as"
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {ROLE_CHOICES.map((role) => (
          <Radio.Card
            key={role.value}
            value={role.value}
            radius="md"
            className={classes.card}
            aria-label={role.label}
            aria-describedby={`${id}-${role.value}`}
          >
            <Group wrap="nowrap" align="center" gap="md">
              <ThemeIcon variant="light" color="rose" size={40} radius="xl">
                {role.icon}
              </ThemeIcon>
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} lh={1.3}>
                  {role.label}
                </Text>
                <Text id={`${id}-${role.value}`} size="sm" c="ink.7" lh={1.4}>
                  {role.description}
                </Text>
              </Stack>
              <Radio.Indicator />
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
