import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  ReportBodySchema,
  ReportReasonSchema,
} from "@cbm/contracts";
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconShieldCheck } from "@tabler/icons-react";
import { fieldErrors } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { type Reported, useFileReport } from "../api.ts";

const checkReport = schemaResolver(ReportBodySchema, { sync: true });

/** Details of only spaces are no details (the schema would call them missing). */
const blankAsEmpty = <T extends { details: string }>(values: T): T => ({
  ...values,
  details: values.details.trim(),
});

/**
 * Asks why `target` (a person's name, "this outfit", ...) is reported, and files the report of `reported`.
 * The reason is required; details are optional.
 */
export function ReportDialog({
  opened,
  onClose,
  reported,
  target,
}: {
  opened: boolean;
  onClose: () => void;
  reported: Reported;
  target: string;
}) {
  const report = useFileReport(reported);
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { reason: "", details: "" },
    validate: (values) => checkReport(blankAsEmpty(values)),
    // Valid by then: the schema drops empty details.
    transformValues: (values) => ReportBodySchema.parse(blankAsEmpty(values)),
  });
  const detailsLeft = REPORT_DETAILS_MAX - form.useWatchValue("details").length;

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((body) =>
    report.mutate(body, {
      onSuccess: ({ message }) => {
        notify.success(message);
        close();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notify.error(error);
      },
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title={`Report ${target}`} centered size="md">
      <form onSubmit={submit} noValidate aria-label={`Report ${target}`}>
        <Stack gap="md">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconShieldCheck size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" c="dimmed">
              Reports are private: nobody is told who sent them. Our moderators review every one.
            </Text>
          </Group>
          <Radio.Group
            label={`Why are you reporting ${target}?`}
            required
            key={form.key("reason")}
            {...form.getInputProps("reason")}
          >
            <Stack gap="xs" mt="xs">
              {ReportReasonSchema.options.map((reason) => (
                <Radio key={reason} value={reason} label={REPORT_REASON_LABELS[reason]} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="Anything else we should know?"
            placeholder="Links, dates or what happened, if it helps"
            autosize
            minRows={3}
            maxRows={8}
            maxLength={REPORT_DETAILS_MAX}
            description={`Optional. ${detailsLeft.toLocaleString("en-US")} characters left.`}
            inputWrapperOrder={["label", "input", "description", "error"]}
            key={form.key("details")}
            {...form.getInputProps("details")}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={report.isPending}>
              Send report
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
