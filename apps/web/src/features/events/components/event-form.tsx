import { EVENT_LIMITS, type Event } from "@cbm/contracts";
import { Input, Modal, NumberInput, SegmentedControl, SimpleGrid, Text } from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { useState } from "react";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { FormTextarea, FormTextInput } from "../../../components/form-fields.tsx";
import { fieldErrors } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { useSaveEvent } from "../api.ts";
import { bodyOf, type EventValues, eventProblems, valuesOf } from "../event-values.ts";
import { CoverField } from "./cover-field.tsx";

const FIELD_ORDER: (keyof EventValues)[] = [
  "title",
  "image",
  "startsAt",
  "endsAt",
  "streamUrl",
  "place",
  "capacity",
  "description",
];

function Choice<T extends string>({
  label,
  value,
  onChange,
  data,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  data: { value: T; label: string }[];
}) {
  return (
    <Input.Wrapper label={label} labelElement="div">
      <SegmentedControl
        fullWidth
        mt={4}
        aria-label={label}
        value={value}
        onChange={(chosen) => onChange(chosen as T)}
        data={data}
      />
    </Input.Wrapper>
  );
}

/** The fields and their save, for a new event or for `event`; `onSaved` gets the saved event. */
function EventForm({
  event,
  onSaved,
  onCancel,
}: {
  event?: Event;
  onSaved: (saved: Event) => void;
  onCancel: () => void;
}) {
  const save = useSaveEvent();
  const [uploading, setUploading] = useState(false);
  const form = useForm<EventValues>({ initialValues: valuesOf(event), validate: eventProblems });
  const focusFirst = (errors: FormErrors) => {
    const first = FIELD_ORDER.find((field) => field in errors && field !== "image");
    if (first) form.getInputNode(first)?.focus();
  };
  const submit = form.onSubmit(async (values) => {
    try {
      onSaved(await save.mutateAsync({ id: event?.id, body: bodyOf(values) }));
    } catch (error) {
      const errors = fieldErrors(error);
      form.setErrors(errors);
      focusFirst(errors);
      notify.error(error);
    }
  }, focusFirst);
  const online = form.values.format === "online";

  return (
    <DialogForm
      label={event ? "Edit event" : "New event"}
      onSubmit={submit}
      submitLabel={event ? "Save changes" : "Create event"}
      saving={save.isPending || uploading}
      onCancel={onCancel}
    >
      <FormTextInput
        form={form}
        name="title"
        label="Title"
        required
        maxLength={EVENT_LIMITS.title}
        data-autofocus
      />
      <CoverField
        value={form.values.image}
        onChange={(location) => form.setFieldValue("image", location)}
        onUploading={setUploading}
        error={form.errors.image}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <FormTextInput form={form} name="startsAt" label="Starts" type="datetime-local" required />
        <FormTextInput form={form} name="endsAt" label="Ends" type="datetime-local" required />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={-8}>
        In your time zone, {Intl.DateTimeFormat().resolvedOptions().timeZone}; each guest sees it in theirs.
      </Text>
      <Choice
        label="Where"
        value={form.values.format}
        onChange={(format) => form.setFieldValue("format", format)}
        data={[
          { value: "online", label: "Online" },
          { value: "in_person", label: "In person" },
        ]}
      />
      {online ? (
        <FormTextInput
          form={form}
          name="streamUrl"
          label="Stream URL"
          description="The HLS address your streaming service gives you; you can add it later."
          type="url"
          maxLength={EVENT_LIMITS.streamUrl}
        />
      ) : (
        <FormTextInput form={form} name="place" label="Place" required maxLength={EVENT_LIMITS.place} />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Choice
          label="Who can see it"
          value={form.values.visibility}
          onChange={(visibility) => form.setFieldValue("visibility", visibility)}
          data={[
            { value: "public", label: "Everyone" },
            { value: "invite_only", label: "Invited only" },
          ]}
        />
        <NumberInput
          label="Capacity"
          description="Optional: how many may say they are going."
          min={1}
          max={EVENT_LIMITS.capacity}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("capacity")}
        />
      </SimpleGrid>
      <FormTextarea
        form={form}
        name="description"
        label="Description"
        autosize
        minRows={3}
        maxRows={10}
        maxLength={EVENT_LIMITS.description}
      />
    </DialogForm>
  );
}

/** The event form in a dialog: a new event, or `event` to change. */
export function EventFormDialog({
  opened,
  onClose,
  event,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  event?: Event;
  onSaved: (saved: Event) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={event ? "Edit event" : "New event"} size="lg">
      <EventForm event={event} onSaved={onSaved} onCancel={onClose} />
    </Modal>
  );
}
