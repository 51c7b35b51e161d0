import { Checkbox, Radio, SimpleGrid, type SimpleGridProps, Stack, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
import classes from "./wizard.module.css";

export interface ChoiceOption<T extends string = string> {
  value: T;
  label: string;
  /** A short line under the label (cards only). */
  description?: string;
  /** A picture, swatch or icon: above the label on cards, before it on chips. */
  visual?: ReactNode;
  /** Shown but not choosable (say why in `description`). */
  disabled?: boolean;
}

interface BaseProps<T extends string> {
  /** Names the group for screen readers (and on screen, unless `hideLabel`). */
  label: string;
  hideLabel?: boolean;
  /** A hint under the label. */
  description?: ReactNode;
  options: readonly ChoiceOption<T>[];
  /** "cards" (default) for rich options in a grid, "chips" for short words that wrap. */
  look?: "cards" | "chips";
  /** Columns of the card grid, per breakpoint. */
  columns?: SimpleGridProps["cols"];
  error?: ReactNode;
}

interface SingleProps<T extends string> extends BaseProps<T> {
  multiple?: false;
  value: T | null;
  onChange: (value: T) => void;
}

interface MultipleProps<T extends string> extends BaseProps<T> {
  multiple: true;
  value: T[];
  onChange: (value: T[]) => void;
  /** Once this many are chosen, the others wait until one is let go. */
  max?: number;
}

export type ChoiceGridProps<T extends string> = SingleProps<T> | MultipleProps<T>;

function Check() {
  return (
    <span className={classes.check} aria-hidden>
      <IconCheck size={14} stroke={3} />
    </span>
  );
}

interface OptionBodyProps {
  option: ChoiceOption;
  look: string;
  checked: boolean;
  descriptionId: string;
}

function OptionBody({ option, look, checked, descriptionId }: OptionBodyProps) {
  if (look === "chips") {
    return (
      <>
        {option.visual}
        <span>{option.label}</span>
        {checked && <Check />}
      </>
    );
  }
  return (
    <>
      {checked && <Check />}
      {option.visual && <div className={classes.cardVisual}>{option.visual}</div>}
      {/* Under a picture the words are centred, like a caption. */}
      <Stack gap={2} ta={option.visual ? "center" : undefined}>
        <Text fw={600} lh={1.3}>
          {option.label}
        </Text>
        {option.description && (
          <Text id={descriptionId} size="sm" c="ink.7" lh={1.4}>
            {option.description}
          </Text>
        )}
      </Stack>
    </>
  );
}

function Layout({
  look,
  columns,
  children,
}: {
  look: string;
  columns: BaseProps<string>["columns"];
  children: ReactNode;
}) {
  return look === "chips" ? (
    <div className={classes.chips}>{children}</div>
  ) : (
    <SimpleGrid cols={columns} spacing="sm" mt="xs">
      {children}
    </SimpleGrid>
  );
}

/**
 * Options to pick one (`multiple` off: radio cards, arrow keys move) or several of (checkbox cards, with
 * an optional `max`), shown as cards or chips. Screen readers hear each option's checked state.
 */
export function ChoiceGrid<T extends string>(props: ChoiceGridProps<T>) {
  const {
    label,
    hideLabel,
    description,
    options,
    look = "cards",
    columns = { base: 2, sm: 3 },
    error,
  } = props;
  const optionClass = `${classes.option} ${look === "chips" ? classes.chip : classes.card}`;
  const id = useId();
  // Hidden, the label still names the group for screen readers, without taking room.
  const wrapper = {
    label,
    description,
    error,
    classNames: hideLabel ? { label: classes.hiddenLabel } : undefined,
  };
  // Named by the label alone; the description is read after it.
  const optionProps = (option: ChoiceOption<T>) => ({
    value: option.value,
    className: optionClass,
    "aria-label": option.label,
    "aria-describedby": option.description ? `${id}-${option.value}` : undefined,
  });
  const body = (option: ChoiceOption<T>, checked: boolean) => (
    <OptionBody option={option} look={look} checked={checked} descriptionId={`${id}-${option.value}`} />
  );

  if (!props.multiple) {
    return (
      <Radio.Group {...wrapper} value={props.value} onChange={(value) => props.onChange(value as T)}>
        <Layout look={look} columns={columns}>
          {options.map((option) => (
            <Radio.Card {...optionProps(option)} key={option.value} disabled={option.disabled}>
              {body(option, props.value === option.value)}
            </Radio.Card>
          ))}
        </Layout>
      </Radio.Group>
    );
  }

  const { value, max } = props;
  const full = max !== undefined && value.length >= max;
  return (
    <Checkbox.Group
      {...wrapper}
      description={
        max === undefined ? (
          description
        ) : (
          <>
            {description}{" "}
            <span aria-live="polite">{`${value.length} of ${max} chosen${full ? ": let one go to pick another" : ""}.`}</span>
          </>
        )
      }
      value={value}
      onChange={(next) => props.onChange(next as T[])}
      maxSelectedValues={max}
    >
      <Layout look={look} columns={columns}>
        {options.map((option) => {
          const checked = value.includes(option.value);
          return (
            <Checkbox.Card
              {...optionProps(option)}
              key={option.value}
              disabled={option.disabled || (full && !checked)}
            >
              {body(option, checked)}
            </Checkbox.Card>
          );
        })}
      </Layout>
    </Checkbox.Group>
  );
}
