import { EmptyState, Tabs } from "@mantine/core";
import { IconBookmark, IconBroadcast, IconHanger, IconShirt, IconSparkles } from "@tabler/icons-react";
import type { ReactNode } from "react";
import classes from "./profile-tabs.module.css";

interface Section {
  value: string;
  label: string;
  icon: ReactNode;
  title: string;
  /** What will appear there, given whose profile it is ("Your", "Ana's"). */
  text: (whose: string) => string;
  /** Shown on one's own profile only. */
  ownOnly?: boolean;
}

const SECTIONS: Section[] = [
  {
    value: "closets",
    label: "Closets",
    icon: <IconHanger size={18} aria-hidden />,
    title: "No closets yet",
    text: (whose) =>
      `${whose} closets will appear here: the pieces of a wardrobe, ready to browse and style.`,
  },
  {
    value: "outfits",
    label: "Outfits",
    icon: <IconShirt size={18} aria-hidden />,
    title: "No outfits yet",
    text: (whose) =>
      `${whose} outfits will appear here: looks put together from closet pieces, ready to shop.`,
  },
  {
    value: "saved",
    label: "Saved",
    icon: <IconBookmark size={18} aria-hidden />,
    title: "Nothing saved yet",
    text: () => "The outfits you save will wait for you here.",
    ownOnly: true,
  },
  {
    value: "services",
    label: "Services",
    icon: <IconSparkles size={18} aria-hidden />,
    title: "No services yet",
    text: (whose) => `${whose} services will be listed here: styling sessions, wardrobe edits and more.`,
  },
  {
    value: "events",
    label: "Events",
    icon: <IconBroadcast size={18} aria-hidden />,
    title: "No events yet",
    text: (whose) => `${whose} live events will appear here, with the products shown in them.`,
  },
];

/**
 * Closets, outfits, services and events of a profile, and the saved outfits on one's own. `panels` holds
 * the content of the tabs that have some; the others say what will appear there. `tab` is the open one
 * (Closets when unset), `onTabChange` hears another one chosen.
 */
export function ProfileTabs({
  firstName,
  own,
  panels = {},
  tab = "closets",
  onTabChange,
}: {
  firstName: string;
  own: boolean;
  panels?: Partial<Record<string, ReactNode>>;
  tab?: string;
  onTabChange: (tab: string) => void;
}) {
  const whose = own ? "Your" : `${firstName}'s`;
  const sections = SECTIONS.filter((section) => own || !section.ownOnly);
  return (
    <Tabs
      value={tab}
      onChange={(next) => next && onTabChange(next)}
      keepMounted={false}
      classNames={{ tabSection: classes.section, list: classes.list, tab: classes.tab }}
    >
      <Tabs.List>
        {sections.map((section) => (
          <Tabs.Tab key={section.value} value={section.value} leftSection={section.icon}>
            {section.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {sections.map((section) => (
        <Tabs.Panel key={section.value} value={section.value} py={panels[section.value] ? "xl" : 48}>
          {panels[section.value] ?? (
            <EmptyState
              variant="light"
              icon={section.icon}
              title={section.title}
              description={section.text(whose)}
              maw={440}
              mx="auto"
            />
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
