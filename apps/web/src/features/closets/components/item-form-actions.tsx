import { Button, Group } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";

/** The foot of the item form: delete (when editing), cancel, "Save and add another" (when adding) and save. */
export function ItemFormActions({
  editing,
  saving,
  uploading,
  onAnother,
  onCancel,
  onDelete,
  full = false,
}: {
  editing: boolean;
  saving: boolean;
  uploading: boolean;
  onAnother: () => void;
  onCancel: () => void;
  onDelete?: () => void;
  /** The plan allows no more items, or not this one: only Cancel (and Delete) stay (the reason shows above). */
  full?: boolean;
}) {
  return (
    <Group justify="space-between" gap="sm" pt="md" style={{ borderTop: "1px solid var(--cbm-line)" }}>
      {onDelete ? (
        <Button
          variant="subtle"
          color="red.9"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={onDelete}
          disabled={saving}
        >
          Delete item
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm">
        <Button variant="subtle" color="ink" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        {!editing && !full && (
          <Button variant="default" onClick={onAnother} loading={saving} disabled={uploading}>
            Save and add another
          </Button>
        )}
        {!full && (
          <Button type="submit" loading={saving} disabled={uploading}>
            {editing ? "Save changes" : "Save item"}
          </Button>
        )}
      </Group>
    </Group>
  );
}
