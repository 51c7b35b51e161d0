import {
  labelOf,
  OCCASIONS,
  OUTFIT_LIMITS,
  OutfitBodySchema,
  type OutfitDetails,
  SEASONS,
  type Season,
  VISIBILITIES,
  VISIBILITY_LABELS,
  type Visibility,
} from "@cbm/contracts";
import {
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { ChoiceGrid } from "../../../components/wizard/index.ts";
import { fieldErrors } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { PhotoPicker } from "../../closets/index.ts";
import { useSaveOutfit } from "../api.ts";
import { CollagePreview, type PickedItem } from "./collage-preview.tsx";
import { ItemPicker } from "./item-picker.tsx";

interface OutfitValues {
  items: PickedItem[];
  /** The uploaded photo's location; "" for none. */
  photo: string;
  caption: string;
  occasion: string;
  seasons: Season[];
  tags: string[];
  visibility: Visibility;
}

const OCCASION_OPTIONS = [
  { value: "", label: "No particular occasion" },
  ...OCCASIONS.map((occasion) => ({ value: occasion, label: labelOf(occasion) })),
];
const SEASON_OPTIONS = SEASONS.map((season) => ({ value: season, label: labelOf(season) }));
const VISIBILITY_OPTIONS = VISIBILITIES.map((visibility) => ({
  value: visibility,
  ...VISIBILITY_LABELS[visibility],
}));

const checkOutfit = schemaResolver(OutfitBodySchema, { sync: true });

/** The body as the API takes it; empty fields are left out by the schema. */
const toBody = (values: OutfitValues) => ({
  itemIds: values.items.map((item) => item.id),
  photo: values.photo,
  caption: values.caption,
  occasion: values.occasion,
  seasons: values.seasons,
  tags: values.tags,
  visibility: values.visibility,
});

/** The form's fields where the API's names differ: its messages go beside the right field. */
const onFields = (errors: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field.startsWith("tags.") ? "tags" : field, message]),
  ) as Record<string, string>;

const initialValues = (outfit?: OutfitDetails): OutfitValues => ({
  items: outfit?.items ?? [],
  // A kept photo is sent back as it is shown; a collage is made again from the items.
  photo: outfit?.hasPhoto ? outfit.image.url : "",
  caption: outfit?.caption ?? "",
  occasion: outfit?.occasion ?? "",
  seasons: outfit?.seasons ?? [],
  tags: outfit?.tags ?? [],
  visibility: outfit?.visibility ?? "public",
});

/**
 * Builds a new outfit, or edits `outfit`: pieces from one's closets (previewed as the collage), and/or a
 * photo of the look, then the words around it. Saved, it opens the outfit's page.
 */
export function OutfitForm({ outfit }: { outfit?: OutfitDetails }) {
  const save = useSaveOutfit(outfit?.id);
  const navigate = useNavigate();
  const [uploading, setUploading] = useState(false);
  const form = useForm({
    initialValues: initialValues(outfit),
    validate: (values) => onFields(checkOutfit(toBody(values))),
    // Valid by then: the schema trims, drops empty fields and normalises the tags.
    transformValues: (values) => OutfitBodySchema.parse(toBody(values)),
  });
  const { items } = form.values;

  const toggle = (item: PickedItem) => {
    const picked = items.some((each) => each.id === item.id);
    form.setFieldValue("items", picked ? items.filter((each) => each.id !== item.id) : [...items, item]);
    form.clearFieldError("itemIds");
  };

  const submit = form.onSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        notify.success(outfit ? "Your outfit is updated." : "Your outfit is shared.");
        void navigate({ to: `/wall/outfit/${saved.id}` });
      },
      onError: (error) => {
        form.setErrors(onFields(fieldErrors(error)));
        notify.error(error);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={outfit ? "Edit outfit" : "Create outfit"}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
        <Stack gap="xl">
          <ItemPicker picked={items} onToggle={toggle} error={form.errors.itemIds} />
          <PhotoPicker
            label="Photo of the look"
            description="Optional with pieces picked: a photo of you wearing it shows instead of the collage."
            value={form.values.photo}
            current={outfit?.hasPhoto ? outfit.image : null}
            onChange={(location) => {
              form.setFieldValue("photo", location);
              form.clearFieldError("itemIds");
            }}
            onUploading={setUploading}
            removable
            error={form.errors.photo}
          />
        </Stack>
        <Stack gap="lg">
          <Paper withBorder radius="lg" p="lg" bg="var(--cbm-paper)">
            <Stack gap="sm">
              <Title order={2} fz="h4">
                Preview
              </Title>
              <CollagePreview items={items} />
            </Stack>
          </Paper>
          <Textarea
            label="Caption"
            placeholder="Where you wore it, what makes it work"
            autosize
            minRows={3}
            maxRows={10}
            maxLength={OUTFIT_LIMITS.caption}
            {...form.getInputProps("caption")}
          />
          <NativeSelect label="Occasion" data={OCCASION_OPTIONS} {...form.getInputProps("occasion")} />
          <ChoiceGrid
            label="Seasons"
            look="chips"
            multiple
            options={SEASON_OPTIONS}
            value={form.values.seasons}
            onChange={(seasons) => form.setFieldValue("seasons", seasons)}
            error={form.errors.seasons}
          />
          <TagsInput
            label="Tags"
            description={`Up to ${OUTFIT_LIMITS.tags}: letters, digits and dashes. Press Enter or comma after each.`}
            placeholder="linen, vintage"
            maxTags={OUTFIT_LIMITS.tags}
            splitChars={[",", " "]}
            clearable
            {...form.getInputProps("tags")}
          />
          <ChoiceGrid
            label="Who can see it"
            options={VISIBILITY_OPTIONS}
            value={form.values.visibility}
            onChange={(visibility) => form.setFieldValue("visibility", visibility)}
            columns={{ base: 1, sm: 3 }}
            error={form.errors.visibility}
          />
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={save.isPending} disabled={uploading}>
              {outfit ? "Save outfit" : "Share outfit"}
            </Button>
          </Group>
        </Stack>
      </SimpleGrid>
    </form>
  );
}
