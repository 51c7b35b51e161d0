import { z } from "zod";
import { booleanField, clearable, optional, phoneField, RoleSchema, requiredText } from "./common.ts";
import { MediaLocationSchema } from "./uploads.ts";

export const ProfileSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  avatar: z.string().nullable(),
  sign: z.string().nullable(),
  followerCount: z.number().int(),
  followingCount: z.number().int(),
  chatInvitation: z.boolean(),
  roles: z.array(RoleSchema),
  subscription: z.null(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const SIGN_MAX = 160;

/** Only these fields may change through update-profile; anything else is refused by name. */
export const UpdateProfileFormSchema = z.strictObject(
  {
    firstName: optional(requiredText("First name", 60)),
    lastName: optional(requiredText("Last name", 60)),
    sign: clearable(requiredText("Sign", SIGN_MAX)),
    avatar: clearable(MediaLocationSchema),
    phone: clearable(phoneField()),
    chatInvitation: optional(booleanField("Chat invitation")),
  },
  {
    error: (issue) => (issue.code === "unrecognized_keys" ? "This field cannot be changed here" : undefined),
  },
);
export type UpdateProfileForm = z.infer<typeof UpdateProfileFormSchema>;
