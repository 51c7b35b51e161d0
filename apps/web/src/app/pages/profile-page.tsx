import { Stack } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate, useParams, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { UserClosets } from "../../features/closets/index.ts";
import { ProfileOutfits, SavedOutfits } from "../../features/outfits/index.ts";
import { ReportDialog } from "../../features/reports/index.ts";
import { ProfileHeader, ProfileTabs, ProfileUnavailable, personQuery } from "../../features/users/index.ts";
import { useSession } from "../../lib/use-session.ts";
import { parseProfileSearch } from "./profile-tabs.ts";

/** `/users/profile/{id}`: a person's profile; one's own shows how others see it, with a way to edit. */
export function ProfilePage() {
  const { id = "" } = useParams({ strict: false });
  const own = useSession()?.user?.id === id;
  const { data: person } = useSuspenseQuery(personQuery(id));
  const [reporting, setReporting] = useState(false);
  const { tab } = parseProfileSearch(useSearch({ strict: false }));
  // Saved is a tab of one's own profile only; on another's, the link opens their closets.
  const openTab = own || tab !== "saved" ? tab : undefined;
  const navigate = useNavigate();

  if (!person) return <ProfileUnavailable />;
  return (
    <Stack gap="xl" maw={1040}>
      <ProfileHeader person={person} own={own} onReport={() => setReporting(true)} />
      <ProfileTabs
        firstName={person.firstName}
        own={own}
        tab={openTab}
        onTabChange={(next) =>
          void navigate({ to: ".", search: parseProfileSearch({ tab: next }), replace: true })
        }
        panels={{
          closets: <UserClosets userId={person.id} firstName={person.firstName} own={own} />,
          outfits: <ProfileOutfits userId={person.id} firstName={person.firstName} own={own} />,
          saved: <SavedOutfits />,
        }}
      />
      <ReportDialog
        opened={reporting}
        onClose={() => setReporting(false)}
        reported={{ kind: "user", id: person.id }}
        target={person.fullName}
      />
    </Stack>
  );
}
