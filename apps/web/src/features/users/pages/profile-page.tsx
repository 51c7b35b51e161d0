import { Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { useState } from "react";
import { useSession } from "../../../lib/use-session.ts";
import { UserClosets } from "../../closets/components/user-closets.tsx";
import { ProfileOutfits, SavedOutfits } from "../../outfits/components/profile-outfits.tsx";
import { ReportDialog } from "../../reports/components/report-dialog.tsx";
import { personQuery } from "../api.ts";
import { ProfileHeader, ProfileHeaderSkeleton } from "../components/profile-header.tsx";
import { ProfileTabs } from "../components/profile-tabs.tsx";
import { ProfileUnavailable } from "../components/profile-unavailable.tsx";

/** `/users/profile/{id}`: a person's profile; one's own shows how others see it, with a way to edit. */
export function ProfilePage() {
  const { id = "" } = useParams({ strict: false });
  const own = useSession()?.user?.id === id;
  const { data: person, isPending } = useQuery({ ...personQuery(id), throwOnError: true });
  const [reporting, setReporting] = useState(false);

  if (isPending) return <ProfileHeaderSkeleton />;
  if (!person) return <ProfileUnavailable />;
  return (
    <Stack gap="xl" maw={1040}>
      <ProfileHeader person={person} own={own} onReport={() => setReporting(true)} />
      <ProfileTabs
        firstName={person.firstName}
        own={own}
        panels={{
          closets: <UserClosets userId={person.id} firstName={person.firstName} own={own} />,
          outfits: <ProfileOutfits userId={person.id} firstName={person.firstName} own={own} />,
          saved: <SavedOutfits />,
        }}
      />
      <ReportDialog
        opened={reporting}
        onClose={() => setReporting(false)}
        url={`/v1/user/${person.id}/report`}
        target={person.fullName}
      />
    </Stack>
  );
}
