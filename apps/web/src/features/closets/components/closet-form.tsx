import {
  CLOSET_LIMITS,
  type Closet,
  type ClosetBody,
  ClosetBodySchema,
  VISIBILITIES,
  VISIBILITY_LABELS,
  type Visibility,
} from "@cbm/contracts";
import { Button, Group, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconLock, IconUsers, IconWorld } from "@tabler/icons-react";
import { useState } from "react";
import { ChoiceGrid } from "../../../components/wizard/index.ts";
import { fieldErrors } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { isPlanLimit, UpgradePrompt } from "../../subscriptions/index.ts";
import { useSaveCloset } from "../api.ts";
import { chosenCover } from "./closet-cover.tsx";
import { PhotoPicker } from "./photo-picker.tsx";

interface ClosetValues {
  name: string;
  description: string;
  /** The cover's location; "" for none. */
  cover: string;
  visibility: Visibility;
}

const VISIBILITY_OPTIONS = VISIBILITIES.map((visibility) => {
  const Icon = { public: IconWorld, followers: IconUsers, private: IconLock }[visibility];
  return {
    value: visibility,
    ...VISIBILITY_LABELS[visibility],
    visual: <Icon size={24} stroke={1.5} aria-hidden />,
  };
});

const valuesOf = (closet?: Closet): ClosetValues => ({
  name: closet?.name ?? "",
  description: closet?.description ?? "",
  // A kept cover is sent again; a cover the server made from the newest item is not the owner's choice.
  cover: (closet && chosenCover(closet)?.url) ?? "",
  visibility: closet?.visibility ?? "public",
});

/**
 * Creates a closet, or changes `closet` when given: name, description, cover and who sees it. The
 * server's field messages land beside the fields; `onSaved` gets the saved closet.
 */
export function ClosetForm({
  closet,
  onSaved,
  onCancel,
}: {
  closet?: Closet;
  onSaved: (saved: Closet) => void;
  onCancel: () => void;
}) {
  const save = useSaveCloset();
  const [uploading, setUploading] = useState(false);
  const form = useForm<ClosetValues, ClosetBody>({
    initialValues: valuesOf(closet),
    validate: schemaResolver(ClosetBodySchema, { sync: true }),
    transformValues: (values) => ClosetBodySchema.parse(values),
  });
  const descriptionLeft = CLOSET_LIMITS.description - form.values.description.length;

  const submit = form.onSubmit((body) =>
    save.mutate(
      { id: closet?.id, body },
      {
        onSuccess: onSaved,
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          // A full plan shows its prompt where the button was.
          if (!isPlanLimit(error)) notify.error(error);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={closet ? "Edit closet" : "New closet"}>
      <Stack gap="xl">
        <TextInput
          label="Name"
          placeholder="Everyday essentials"
          required
          maxLength={CLOSET_LIMITS.name}
          {...form.getInputProps("name")}
        />
        <Textarea
          label="Description"
          placeholder="What lives here: a season, a trip, the pieces you reach for most"
          autosize
          minRows={3}
          maxRows={8}
          maxLength={CLOSET_LIMITS.description}
          description={`Optional. ${descriptionLeft.toLocaleString("en-US")} characters left.`}
          inputWrapperOrder={["label", "input", "description", "error"]}
          {...form.getInputProps("description")}
        />
        <PhotoPicker
          label="Cover"
          description="Optional. Without one, the newest pieces of the closet make its cover."
          value={form.values.cover}
          current={closet?.cover}
          onChange={(location) => form.setFieldValue("cover", location)}
          onUploading={setUploading}
          removable
          error={form.errors.cover}
        />
        <ChoiceGrid
          label="Who can see it"
          options={VISIBILITY_OPTIONS}
          columns={{ base: 1, sm: 3 }}
          value={form.values.visibility}
          onChange={(visibility) => form.setFieldValue("visibility", visibility)}
          error={form.errors.visibility}
        />
        {isPlanLimit(save.error) && <UpgradePrompt error={save.error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" color="ink" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          {!isPlanLimit(save.error) && (
            <Button type="submit" loading={save.isPending} disabled={uploading}>
              {closet ? "Save changes" : "Create closet"}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
