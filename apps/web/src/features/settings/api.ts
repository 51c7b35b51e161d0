import {
  authorizationEndpoints,
  type ChangePasswordBody,
  type DeleteAccountBody,
  type SocialAccountsBody,
  usersEndpoints,
} from "@cbm/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { usersKeys } from "../users/index.ts";

export const settingsKeys = {
  all: ["settings"] as const,
  socials: () => [...settingsKeys.all, "socials"] as const,
  /** Under the users keys, so blocking or unblocking anywhere (useSetBlocked) refreshes the list. */
  blocked: (keyword: string, page: number) => [...usersKeys.all, "blocked", keyword, page] as const,
};

/** The signed-in user's accounts on other networks. */
export const socialAccountsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.socials(),
    queryFn: () => call(usersEndpoints.socialAccounts, {}),
  });

/** Replaces the whole list; the answer (handles as the server normalised them) becomes the cached list. */
export function useSaveSocialAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SocialAccountsBody) => call(usersEndpoints.replaceSocialAccounts, { body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.socials(), saved),
  });
}

/** One page of the people the signed-in user blocked, matching the keyword when there is one. */
export const blockedQuery = (keyword: string, page: number) =>
  queryOptions({
    queryKey: settingsKeys.blocked(keyword, page),
    queryFn: ({ signal }) =>
      call(usersEndpoints.blocked, { query: { keyword: keyword || undefined, page } }, { signal }),
  });

/** Other devices are signed out; this one stays signed in. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => call(authorizationEndpoints.changePassword, { body }),
  });
}

/** Deletes the account; the server ends every session, so the caller clears the local one. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => call(authorizationEndpoints.deleteAccount, { body }),
  });
}
