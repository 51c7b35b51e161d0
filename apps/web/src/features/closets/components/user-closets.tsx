import { Button, EmptyState } from "@mantine/core";
import { IconHanger } from "@tabler/icons-react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { userClosetsQuery } from "../api.ts";
import { ClosetList } from "./closet-list.tsx";

/** The Closets tab of a profile: the closets of that person the viewer may see (all of one's own). */
export function UserClosets({ userId, firstName, own }: { userId: string; firstName: string; own: boolean }) {
  const query = useInfiniteQuery(userClosetsQuery(userId));
  const whose = own ? "Your" : `${firstName}'s`;
  return (
    <ClosetList
      query={query}
      empty={
        <EmptyState
          py={48}
          variant="light"
          icon={<IconHanger size={18} aria-hidden />}
          title="No closets yet"
          description={`${whose} closets will appear here: the pieces of a wardrobe, ready to browse and style.`}
          maw={440}
          mx="auto"
        >
          {own && (
            <EmptyState.Actions>
              <Button component={Link} to="/closet/start">
                Create your first closet
              </Button>
            </EmptyState.Actions>
          )}
        </EmptyState>
      }
    />
  );
}
