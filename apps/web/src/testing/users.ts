import type { Profile, PublicProfile, UserListItem, UserListPage } from "@cbm/contracts";

/** People for the tests of the users screens. */
export const me: Profile = {
  id: "7b0b4b0e-7a55-4a57-9a0e-1a2b3c4d5e6f",
  fullName: "Iris Apfel",
  firstName: "Iris",
  lastName: "Apfel",
  email: "iris@example.com",
  phone: null,
  phoneVerified: true,
  avatar: null,
  sign: null,
  followerCount: 0,
  followingCount: 0,
  chatInvitation: true,
  roles: ["customer"],
  subscription: null,
};

export const ana: UserListItem = {
  id: "0d9c5a4e-1111-4a57-9a0e-1a2b3c4d5e6f",
  fullName: "Ana Lee",
  avatar: null,
  roles: ["influencer"],
  sign: "Vintage denim, always",
  followerCount: 4,
  isFollowing: false,
};

export const anaProfile: PublicProfile = {
  id: ana.id,
  fullName: ana.fullName,
  firstName: "Ana",
  lastName: "Lee",
  avatar: null,
  sign: ana.sign,
  roles: ana.roles,
  followerCount: 4,
  followingCount: 9,
  chatInvitation: true,
  isFollowing: false,
  followsYou: false,
};

export const pageOf = (items: UserListItem[], total = items.length, page = 0): UserListPage => ({
  items,
  page,
  size: 20,
  total,
});
