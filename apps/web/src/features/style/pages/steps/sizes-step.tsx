import {
  GARMENT_GROUP_LABELS,
  GARMENT_GROUPS,
  type GarmentGroup,
  SIZE_CHARTS,
  SIZE_SYSTEM_LABELS,
  type SizeSystem,
  type Sizes,
  type StyleProfile,
} from "@cbm/contracts";
import { Button, Group, Paper, SegmentedControl, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { ChoiceGrid } from "../../../../components/wizard/index.ts";
import { StepFrame } from "../../components/step-frame.tsx";

interface GroupChoice {
  system: SizeSystem;
  size: string | null;
}

const systemsOf = (group: GarmentGroup) => Object.keys(SIZE_CHARTS[group]) as SizeSystem[];

function initialChoices(sizes: Sizes): Record<GarmentGroup, GroupChoice> {
  const entries = GARMENT_GROUPS.map((group) => {
    const saved = sizes[group];
    return [group, saved ? { ...saved } : { system: systemsOf(group)[0] as SizeSystem, size: null }];
  });
  return Object.fromEntries(entries) as Record<GarmentGroup, GroupChoice>;
}

/** The groups with a size chosen, as the answer; null while none has one. */
function answerOf(choices: Record<GarmentGroup, GroupChoice>): { sizes: Sizes } | null {
  const sizes: Sizes = {};
  for (const group of GARMENT_GROUPS) {
    const { system, size } = choices[group];
    if (size) sizes[group] = { system, size };
  }
  return Object.keys(sizes).length > 0 ? { sizes } : null;
}

function GroupSizes({
  group,
  choice,
  onChange,
}: {
  group: GarmentGroup;
  choice: GroupChoice;
  onChange: (choice: GroupChoice) => void;
}) {
  const name = GARMENT_GROUP_LABELS[group];
  const sizes = SIZE_CHARTS[group][choice.system] ?? [];
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} bg="var(--cbm-paper)">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" mih={30}>
          <Text component="h2" fw={600} fz="lg" m={0}>
            {name}
          </Text>
          {choice.size && (
            <Button
              variant="subtle"
              color="ink"
              size="compact-sm"
              onClick={() => onChange({ ...choice, size: null })}
            >
              Clear
            </Button>
          )}
        </Group>
        <SegmentedControl
          aria-label={`Size system for ${name.toLowerCase()}`}
          data={systemsOf(group).map((system) => ({ value: system, label: SIZE_SYSTEM_LABELS[system] }))}
          value={choice.system}
          onChange={(system) => onChange({ system: system as SizeSystem, size: null })}
          radius="xl"
          style={{ alignSelf: "flex-start" }}
        />
        <ChoiceGrid
          label={`${name} size`}
          hideLabel
          look="chips"
          options={sizes.map((size) => ({ value: size, label: size }))}
          value={choice.size}
          onChange={(size) => onChange({ ...choice, size })}
        />
      </Stack>
    </Paper>
  );
}

/** Tops, bottoms, dresses and shoes, each in the size system the person knows best. */
export function SizesStep({ state: profile }: { state: StyleProfile }) {
  const [choices, setChoices] = useState(() => initialChoices(profile.answers.sizes));
  return (
    <StepFrame
      step="size-selection"
      profile={profile}
      title="What sizes do you usually wear?"
      lead="Pick the size system you know best for each. Leave out anything you never buy."
      answer={answerOf(choices)}
    >
      <Stack gap="md">
        {GARMENT_GROUPS.map((group) => (
          <GroupSizes
            key={group}
            group={group}
            choice={choices[group]}
            onChange={(choice) => setChoices((current) => ({ ...current, [group]: choice }))}
          />
        ))}
      </Stack>
    </StepFrame>
  );
}
