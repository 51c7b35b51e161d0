import { SOCIAL_PLATFORMS, type SocialAccount, type SocialPlatform } from "@cbm/contracts";
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus, IconShare, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { fieldErrors, messageFor } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { socialAccountsQuery, useSaveSocialAccounts } from "../api.ts";
import { PlatformIcon } from "./platform-icon.tsx";

export interface SocialAccountsFormProps {
  /** Asks how many followers each account has (influencer onboarding does). */
  askFollowers?: boolean;
  onSaved?: () => void;
  submitLabel?: string;
}

const PLATFORMS = Object.keys(SOCIAL_PLATFORMS) as SocialPlatform[];

interface Row {
  /** Keeps each row's inputs in place while rows come and go. */
  key: number;
  platform: SocialPlatform;
  handle: string;
  followers: number | string;
}

let nextKey = 0;
const toRow = (
  account: Pick<SocialAccount, "platform" | "handle"> & { followers?: number | null },
  key = nextKey++,
): Row => ({
  key,
  platform: account.platform,
  handle: account.handle,
  followers: account.followers ?? "",
});

const placeholderOf = (platform: SocialPlatform) =>
  platform === "blog"
    ? "yourblog.com"
    : `@yourname or a link to your ${SOCIAL_PLATFORMS[platform].label} profile`;

/**
 * The signed-in user's accounts on other networks, edited as a list and saved at once (the server
 * replaces the whole list). Used by Settings, the questionnaire's socials step and influencer onboarding.
 */
export function SocialAccountsForm(props: SocialAccountsFormProps) {
  const saved = useQuery(socialAccountsQuery());
  if (saved.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading your social accounts">
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} width={160} />
      </Stack>
    );
  }
  if (saved.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title="We could not load your social accounts">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{messageFor(saved.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void saved.refetch()} loading={saved.isFetching}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <AccountsEditor accounts={saved.data.accounts} {...props} />;
}

function AccountsEditor({
  accounts,
  askFollowers = false,
  onSaved,
  submitLabel = "Save social accounts",
}: SocialAccountsFormProps & { accounts: SocialAccount[] }) {
  const save = useSaveSocialAccounts();
  const form = useForm<{ accounts: Row[] }>({
    initialValues: { accounts: accounts.map((account) => toRow(account)) },
  });
  const rows = form.values.accounts;
  const unused = PLATFORMS.filter((platform) => !rows.some((row) => row.platform === platform));

  const add = () => {
    const [platform] = unused;
    if (platform) form.insertListItem("accounts", toRow({ platform, handle: "" }));
  };

  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        accounts: values.accounts.map((row) => ({
          platform: row.platform,
          handle: row.handle,
          // Kept as saved when the field is not shown, so Settings does not erase what onboarding asked.
          followers: typeof row.followers === "number" ? row.followers : null,
        })),
      },
      {
        onSuccess: (result) => {
          // The same platform keeps its row, so nothing on screen jumps.
          const keys = new Map(values.accounts.map((row) => [row.platform, row.key]));
          form.setValues({
            accounts: result.accounts.map((account) => toRow(account, keys.get(account.platform))),
          });
          form.resetDirty();
          notify.success("Your social accounts are saved.");
          onSaved?.();
        },
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          notify.error(error);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Social accounts">
      <Stack gap="md">
        {rows.length === 0 ? (
          <Group gap="md" wrap="nowrap" p="md" bg="var(--cbm-paper)" style={{ borderRadius: 12 }}>
            <ThemeIcon variant="light" color="rose" size={44} radius="xl">
              <IconShare size={22} aria-hidden />
            </ThemeIcon>
            <Text size="sm" c="dimmed">
              No accounts yet. Add where people can find your style: Instagram, TikTok, your blog.
            </Text>
          </Group>
        ) : (
          rows.map((row, index) => {
            const { label } = SOCIAL_PLATFORMS[row.platform];
            const choices = PLATFORMS.filter(
              (platform) => platform === row.platform || unused.includes(platform),
            );
            return (
              <Group
                key={row.key}
                role="group"
                aria-label={`${label} account`}
                gap="sm"
                align="flex-start"
                wrap="wrap"
                pb="md"
                style={{ borderBottom: "1px solid var(--cbm-line)" }}
              >
                <Select
                  label="Platform"
                  data={choices.map((platform) => ({
                    value: platform,
                    label: SOCIAL_PLATFORMS[platform].label,
                  }))}
                  allowDeselect={false}
                  leftSection={<PlatformIcon platform={row.platform} size={22} />}
                  renderOption={({ option }) => (
                    <Group gap="sm" wrap="nowrap">
                      <PlatformIcon platform={option.value as SocialPlatform} size={22} />
                      <span>{option.label}</span>
                    </Group>
                  )}
                  w={{ base: "100%", xs: 170 }}
                  {...form.getInputProps(`accounts.${index}.platform`)}
                />
                <TextInput
                  label={row.platform === "blog" ? "Address" : "Handle or link"}
                  placeholder={placeholderOf(row.platform)}
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  required
                  style={{ flex: "1 1 220px" }}
                  {...form.getInputProps(`accounts.${index}.handle`)}
                />
                {askFollowers && (
                  <NumberInput
                    label="Followers"
                    placeholder="e.g. 12,500"
                    min={0}
                    allowNegative={false}
                    allowDecimal={false}
                    thousandSeparator=","
                    hideControls
                    w={{ base: "calc(100% - 52px)", xs: 130 }}
                    {...form.getInputProps(`accounts.${index}.followers`)}
                  />
                )}
                <ActionIcon
                  variant="subtle"
                  color="ink"
                  size={36}
                  mt={25}
                  aria-label={`Remove ${label}`}
                  onClick={() => form.removeListItem("accounts", index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })
        )}
        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add}
            disabled={unused.length === 0}
          >
            Add an account
          </Button>
          <Button type="submit" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
