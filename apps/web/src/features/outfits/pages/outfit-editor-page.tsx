import { Stack } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { PageIntro } from "../../../components/page-intro.tsx";
import { outfitQuery } from "../api.ts";
import { OutfitForm } from "../components/outfit-form.tsx";
import { OutfitUnavailable } from "../components/outfit-unavailable.tsx";

function EditOutfit({ id }: { id: string }) {
  const { data: outfit } = useSuspenseQuery(outfitQuery(id));
  if (!outfit?.isAuthor) return <OutfitUnavailable />;
  return (
    <Stack gap="xl" maw={1200}>
      <PageIntro
        eyebrow="Edit outfit"
        title="Rework the look"
        lead="Swap pieces, change the photo or the words. Likes, saves and comments stay with it."
      />
      <OutfitForm outfit={outfit} />
    </Stack>
  );
}

/** `/wall/outfit/details`: puts a new outfit together, or edits one's own with `?edit={id}`. */
export function OutfitEditorPage() {
  const { edit }: { edit?: string } = useSearch({ strict: false });
  if (edit) return <EditOutfit key={edit} id={edit} />;
  return (
    <Stack gap="xl" maw={1200}>
      <PageIntro
        eyebrow="Create outfit"
        title="Put a look together"
        lead="Pick pieces from your closets and see them composed as a collage, or add a photo of the look. Then tell people about it."
      />
      <OutfitForm />
    </Stack>
  );
}
