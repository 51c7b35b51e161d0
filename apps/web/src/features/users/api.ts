import type { Profile, UpdateProfileForm } from "@cbm/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { session } from "../../lib/session.ts";

export const usersKeys = {
  all: ["users"] as const,
  profile: () => [...usersKeys.all, "profile"] as const,
};

/** The signed-in user's profile; every fetch also refreshes the copy kept in local storage. */
export const profileQuery = () =>
  queryOptions({
    queryKey: usersKeys.profile(),
    queryFn: async () => {
      const profile = await api<Profile>("/v1/users/profile");
      session.saveUser(profile);
      return profile;
    },
  });

type ProfileChanges = { [K in keyof UpdateProfileForm]?: string };

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) =>
      api<Profile>("/v1/users/update-profile", { method: "POST", body: { multipart: changes } }),
    onSuccess: (profile) => {
      session.saveUser(profile);
      queryClient.setQueryData(usersKeys.profile(), profile);
    },
  });
}
