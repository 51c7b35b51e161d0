import { type Profile, RegisterFormSchema, SIGN_MAX } from "@cbm/contracts";
import { Button, Group, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useState } from "react";
import { fieldErrors, messageFor } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { AvatarPicker } from "../../authorization/index.ts";
import { uploadImage } from "../../uploads/index.ts";
import { useUpdateProfile } from "../../users/index.ts";
import { SettingsSection } from "./settings-section.tsx";

/** The rules registration applies to the same fields. */
const ProfileFieldsSchema = RegisterFormSchema.pick({ firstName: true, lastName: true, sign: true });

/** Names, sign, photo and the chat setting, saved together; the sidebar shows the change at once. */
export function ProfileSection({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const [file, setFile] = useState<File | null>(null);
  const [photoRemoved, setPhotoRemoved] = useState(false);
  const [uploading, setUploading] = useState(false);
  const form = useForm({
    initialValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      sign: profile.sign ?? "",
      chatInvitation: profile.chatInvitation,
    },
    validate: schemaResolver(ProfileFieldsSchema, { sync: true }),
  });
  const signLength = form.values.sign.trim().length;
  const current = photoRemoved ? null : profile.avatar;

  /** The new photo's location, "" to clear it, or undefined to leave it as it is. */
  const avatarChange = async (): Promise<string | undefined> => {
    if (file) return uploadImage(file);
    return photoRemoved ? "" : undefined;
  };

  const submit = form.onSubmit(async (values) => {
    let avatar: string | undefined;
    setUploading(true);
    try {
      avatar = await avatarChange();
    } catch (error) {
      form.setFieldError("avatar", messageFor(error));
      notify.error(error);
      return;
    } finally {
      setUploading(false);
    }
    update.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        sign: values.sign.trim(),
        avatar,
        chatInvitation: String(values.chatInvitation),
      },
      {
        onSuccess: (saved) => {
          setFile(null);
          setPhotoRemoved(false);
          form.setValues({ firstName: saved.firstName, lastName: saved.lastName, sign: saved.sign ?? "" });
          form.resetDirty();
          notify.success("Your profile is saved.");
        },
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          notify.error(error);
        },
      },
    );
  });

  return (
    <SettingsSection title="Profile" description="How people see you on CBM: your name, photo and sign.">
      <form onSubmit={submit} noValidate aria-label="Profile">
        <Stack gap="md">
          <AvatarPicker
            file={file}
            current={current}
            onChange={(picked) => {
              if (!picked && !file) setPhotoRemoved(true);
              setFile(picked);
              form.clearFieldError("avatar");
            }}
            onReject={(message) => form.setFieldError("avatar", message)}
            error={form.errors.avatar}
            disabled={uploading || update.isPending}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="First name"
              autoComplete="given-name"
              required
              {...form.getInputProps("firstName")}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              required
              {...form.getInputProps("lastName")}
            />
          </SimpleGrid>
          <Textarea
            label="Sign"
            description={`A one-line tagline under your name (${signLength}/${SIGN_MAX}).`}
            placeholder="Linen, light and a little vintage"
            autosize
            minRows={2}
            maxRows={4}
            {...form.getInputProps("sign")}
          />
          <Switch
            label="Accept chat invitations"
            description="Let people you do not follow start a conversation with you."
            {...form.getInputProps("chatInvitation", { type: "checkbox" })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={uploading || update.isPending}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
