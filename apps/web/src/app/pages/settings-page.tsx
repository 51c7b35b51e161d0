import type { Profile } from "@cbm/contracts";
import { Alert, Button, Skeleton, Stack, Tabs, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  IconBell,
  IconCreditCard,
  IconDeviceMobile,
  IconLock,
  IconMapPin,
  IconReceipt,
  IconShare,
  IconSparkles,
  IconTrash,
  IconUser,
  IconUserOff,
  type TablerIcon,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { type ReactNode, useEffect, useRef } from "react";
import { AddressBook } from "../../features/addresses/index.ts";
import { NotificationChoices } from "../../features/notifications/index.ts";
import { CardBook } from "../../features/payments/index.ts";
import {
  BlockedSection,
  DeleteAccountSection,
  PasswordSection,
  PhoneSection,
  ProfileSection,
  SettingsSection,
  SocialAccountsForm,
} from "../../features/settings/index.ts";
import { StyleSection } from "../../features/style/index.ts";
import { MySubscription } from "../../features/subscriptions/index.ts";
import { profileQuery } from "../../features/users/index.ts";
import { messageFor } from "../../lib/api-error.ts";
import { useSession } from "../../lib/use-session.ts";
import { type SettingsSection as SectionId, sectionsFor } from "./settings-sections.ts";

const MENU: Record<SectionId, { label: string; Icon: TablerIcon }> = {
  profile: { label: "Profile", Icon: IconUser },
  phone: { label: "Phone", Icon: IconDeviceMobile },
  password: { label: "Password", Icon: IconLock },
  notifications: { label: "Notifications", Icon: IconBell },
  blocked: { label: "Blocked users", Icon: IconUserOff },
  addresses: { label: "Addresses", Icon: IconMapPin },
  payments: { label: "Payment methods", Icon: IconCreditCard },
  subscription: { label: "Subscription", Icon: IconReceipt },
  socials: { label: "Social accounts", Icon: IconShare },
  style: { label: "Style profile", Icon: IconSparkles },
  delete: { label: "Delete account", Icon: IconTrash },
};

/** The sections that need the signed-in user's profile wait for it here. */
function WithProfile({ children }: { children: (profile: Profile) => ReactNode }) {
  const profile = useQuery(profileQuery());
  if (profile.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading your profile">
        <Skeleton height={28} width="30%" />
        <Skeleton height={42} />
        <Skeleton height={42} />
      </Stack>
    );
  }
  if (profile.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title="We could not load your profile">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{messageFor(profile.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return children(profile.data);
}

function Section({ id }: { id: SectionId }) {
  switch (id) {
    case "profile":
      return <WithProfile>{(profile) => <ProfileSection profile={profile} />}</WithProfile>;
    case "phone":
      return <WithProfile>{(profile) => <PhoneSection profile={profile} />}</WithProfile>;
    case "password":
      return <PasswordSection />;
    case "notifications":
      return (
        <SettingsSection
          title="Notifications"
          description="How we tell you what happens: in the app, by mail as well, or not at all."
        >
          <NotificationChoices />
        </SettingsSection>
      );
    case "blocked":
      return <BlockedSection />;
    case "addresses":
      return (
        <SettingsSection
          title="Addresses"
          description="Where your orders go. The default one is picked first at checkout."
        >
          <AddressBook />
        </SettingsSection>
      );
    case "payments":
      return (
        <SettingsSection
          title="Payment methods"
          description="The cards you pay with. The default one is offered first at checkout."
        >
          <CardBook />
        </SettingsSection>
      );
    case "subscription":
      return (
        <SettingsSection
          title="Subscription"
          description="Your plan, what it costs and when it renews, and every invoice."
        >
          <MySubscription />
        </SettingsSection>
      );
    case "socials":
      return (
        <SettingsSection
          title="Social accounts"
          description="Where else people can find your style. Paste a handle or a link to your profile."
        >
          <SocialAccountsForm />
        </SettingsSection>
      );
    case "style":
      return <StyleSection />;
    case "delete":
      return <DeleteAccountSection />;
  }
}

/** `/settings`: one section at a time, chosen from a menu on the left (tabs across the top on phones). */
export function SettingsPage() {
  const { section: asked } = useSearch({ strict: false }) as { section?: SectionId };
  const sections = sectionsFor(useSession()?.user?.roles ?? []);
  const section = asked && sections.includes(asked) ? asked : "profile";
  const navigate = useNavigate();
  const wide = useMediaQuery("(min-width: 62em)", true);
  const listRef = useRef<HTMLDivElement>(null);
  // On a phone the open section's tab may sit outside the strip: bring it into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again whenever another section opens
  useEffect(() => {
    if (!wide)
      listRef.current?.querySelector("[data-active]")?.scrollIntoView({ block: "nearest", inline: "center" });
  }, [section, wide]);
  const open = (value: string | null) =>
    void navigate({ to: ".", search: value && value !== "profile" ? { section: value } : {}, replace: true });

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Text tt="uppercase" fw={600} c="rose.8" size="sm" lts={1}>
          Settings
        </Text>
        <Title order={1}>Your account</Title>
      </Stack>
      <Tabs
        value={section}
        onChange={open}
        orientation={wide ? "vertical" : "horizontal"}
        variant="pills"
        radius="md"
        keepMounted={false}
        styles={{
          root: { gap: "var(--mantine-spacing-xl)" },
          list: wide
            ? { width: 230, flexShrink: 0, alignSelf: "flex-start", position: "sticky", top: 16 }
            : {
                flexWrap: "nowrap",
                overflowX: "auto",
                scrollbarWidth: "none",
                // The fading edge says there are more sections to scroll to.
                maskImage: "linear-gradient(to right, black 85%, transparent)",
              },
          tab: { whiteSpace: "nowrap" },
          tabLabel: { textAlign: "left" },
          panel: { minWidth: 0 },
        }}
      >
        <Tabs.List aria-label="Settings sections" ref={listRef}>
          {sections.map((id) => {
            const { label, Icon } = MENU[id];
            return (
              <Tabs.Tab
                key={id}
                value={id}
                leftSection={<Icon size={18} aria-hidden />}
                color={id === "delete" ? "red.9" : undefined}
              >
                {label}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {sections.map((id) => (
          <Tabs.Panel key={id} value={id} mt={wide ? 0 : "md"} flex={1}>
            <Section id={id} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
