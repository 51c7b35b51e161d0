import {
  usersEndpoints as endpoints,
  type PublicProfile,
  type UpdateProfileForm,
  type UserListPage,
} from "@cbm/contracts";
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { ApiError } from "../../lib/api-error.ts";
import { session } from "../../lib/session.ts";
import { type PeopleSearch, toUserQuery } from "./search-params.ts";

export type FollowListKind = "followers" | "following";

export const usersKeys = {
  all: ["users"] as const,
  profile: () => [...usersKeys.all, "profile"] as const,
  searches: () => [...usersKeys.all, "search"] as const,
  search: (search: PeopleSearch) => [...usersKeys.searches(), search] as const,
  // Under the searches: a follow patches the suggested people too (see useFollow).
  suggestions: () => [...usersKeys.searches(), "suggestions"] as const,
  person: (id: string) => [...usersKeys.all, "person", id] as const,
  followLists: () => [...usersKeys.all, "follow-list"] as const,
  followList: (kind: FollowListKind) => [...usersKeys.followLists(), kind] as const,
};

/** The signed-in user's profile; every fetch also refreshes the copy kept in local storage. */
export const profileQuery = () =>
  queryOptions({
    queryKey: usersKeys.profile(),
    queryFn: async () => {
      const profile = await call(endpoints.profile, {});
      session.saveUser(profile);
      return profile;
    },
  });

type ProfileChanges = { [K in keyof UpdateProfileForm]?: string };

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => call(endpoints.updateProfile, { body: changes }),
    onSuccess: (profile) => {
      session.saveUser(profile);
      queryClient.setQueryData(usersKeys.profile(), profile);
    },
  });
}

/** One page of people to discover, for the filters of `/users/list`. */
export const peopleQuery = (search: PeopleSearch) =>
  queryOptions({
    queryKey: usersKeys.search(search),
    queryFn: ({ signal }) => call(endpoints.search, { query: toUserQuery(search) }, { signal }),
  });

/** People a newcomer may like to follow: popular influencers and people of a like style. */
export const peopleSuggestionsQuery = () =>
  queryOptions({
    queryKey: usersKeys.suggestions(),
    queryFn: ({ signal }) => call(endpoints.suggestions, { query: {} }, { signal }),
  });

/**
 * Another user's profile, or null when there is none to show: unknown or blocked either way (404), or an
 * id that cannot be one (400).
 */
export const personQuery = (id: string) =>
  queryOptions({
    queryKey: usersKeys.person(id),
    queryFn: async (): Promise<PublicProfile | null> => {
      try {
        return await call(endpoints.person, { params: { id } });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
  });

/** The signed-in user's followers or followings, a page at a time, newest first. */
export const followListQuery = (kind: FollowListKind) =>
  infiniteQueryOptions({
    queryKey: usersKeys.followList(kind),
    queryFn: ({ pageParam }) => call(endpoints[kind], { query: { page: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (last) => ((last.page + 1) * last.size < last.total ? last.page + 1 : undefined),
  });

type Followable = { id: string; isFollowing: boolean; followerCount: number };

/**
 * Follows or unfollows a user. The answer updates that person wherever the cache holds them (search pages,
 * their profile); the signed-in user's counts and follow lists are fetched again.
 */
export function useFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, follow }: { id: string; follow: boolean }) =>
      call(endpoints[follow ? "follow" : "unfollow"], { params: { id } }),
    onSuccess: ({ following, followerCount }, { id }) => {
      const patch = <T extends Followable>(person: T): T =>
        person.id === id ? { ...person, isFollowing: following, followerCount } : person;
      queryClient.setQueriesData<UserListPage>(
        { queryKey: usersKeys.searches() },
        (page) => page && { ...page, items: page.items.map(patch) },
      );
      queryClient.setQueryData<PublicProfile | null>(
        usersKeys.person(id),
        (person) => person && patch(person),
      );
      void queryClient.invalidateQueries({ queryKey: usersKeys.profile() });
      void queryClient.invalidateQueries({ queryKey: usersKeys.followLists() });
    },
  });
}

/**
 * Blocks or unblocks a user. Blocking removes the follows both ways and hides each from the other, so the
 * lists and counts are fetched again. Their profile is only marked stale: a page showing it is being left,
 * and fetching it now would flash the "not available" state under it.
 */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, blocked }: { id: string; blocked: boolean }) =>
      call(endpoints[blocked ? "block" : "unblock"], { params: { id } }),
    onSuccess: (_state, { id }) => {
      void queryClient.invalidateQueries({ queryKey: usersKeys.person(id), refetchType: "none" });
      void queryClient.invalidateQueries({
        queryKey: usersKeys.all,
        predicate: (query) => query.queryKey[1] !== "person",
      });
    },
  });
}
