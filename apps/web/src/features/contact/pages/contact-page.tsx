import { CONTACT_MESSAGE_MAX, ContactMessageBodySchema } from "@cbm/contracts";
import { Button, Group, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import {
  IconBuildingStore,
  IconClock,
  IconMailCheck,
  IconNews,
  IconPackage,
  IconSparkles,
} from "@tabler/icons-react";
import { useState } from "react";
import { FormTextarea, FormTextInput, NameAndEmailInputs } from "../../../components/form-fields.tsx";
import { FormIntro, FormPage, SendRow, ThankYou } from "../../../components/form-page.tsx";
import { IconPoint, IconPointList } from "../../../components/icon-points.tsx";
import { fieldErrors } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { session } from "../../../lib/session.ts";
import { useSendContactMessage } from "../api.ts";

function SideText() {
  return (
    <Stack gap="lg">
      <FormIntro eyebrow="Contact" title="We would love to hear from you.">
        A question, an idea or a brand you want to see on CBM? Write to us: real people read every message.
      </FormIntro>
      <IconPointList>
        <IconPoint icon={<IconPackage size={20} aria-hidden />} title="Orders and returns">
          A parcel that has not arrived, a size that does not fit, a refund. Add your order number so we find
          it fast.
        </IconPoint>
        <IconPoint icon={<IconBuildingStore size={20} aria-hidden />} title="Retailer partnerships">
          Open a shop on CBM, bring your collections to our community and sell through the looks people share.
        </IconPoint>
        <IconPoint icon={<IconSparkles size={20} aria-hidden />} title="Influencer partnerships">
          Style for brands, sell your services and grow with the people who follow your closet.
        </IconPoint>
        <IconPoint icon={<IconNews size={20} aria-hidden />} title="Press">
          Interviews, facts and images about CBM for your story.
        </IconPoint>
      </IconPointList>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconClock size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">
          We answer by email within two working days, usually sooner. Our team works Monday to Friday.
        </Text>
      </Group>
    </Stack>
  );
}

/** A new message: members find their name and email already filled in. */
function emptyMessage() {
  const user = session.read()?.user;
  return { name: user?.fullName ?? "", email: user?.email ?? "", subject: "", message: "" };
}

/** `/contact`: anyone may write to CBM, signed in or not. */
export function ContactPage() {
  const send = useSendContactMessage();
  const [thanks, setThanks] = useState<string | null>(null);
  const form = useForm({
    mode: "uncontrolled",
    initialValues: emptyMessage(),
    validate: schemaResolver(ContactMessageBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const messageLength = form.useWatchValue("message").length;
  const tooLong = messageLength > CONTACT_MESSAGE_MAX;

  const submit = form.onSubmit((values) =>
    send.mutate(values, {
      onSuccess: ({ message }) => {
        notify.success(message);
        form.reset();
        setThanks(message);
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notify.error(error);
      },
    }),
  );

  return (
    <FormPage aside={<SideText />}>
      {thanks ? (
        <ThankYou
          icon={<IconMailCheck size={32} aria-hidden />}
          message={thanks}
          hint="Keep an eye on your inbox, and on your spam folder just in case."
          width={380}
          action={
            <Button variant="light" onClick={() => setThanks(null)}>
              Write another message
            </Button>
          }
        />
      ) : (
        <form onSubmit={submit} noValidate aria-label="Contact form">
          <Stack gap="md">
            <NameAndEmailInputs form={form} nameField="name" nameLabel="Name" />
            <FormTextInput
              form={form}
              name="subject"
              label="Subject"
              placeholder="What is it about?"
              required
            />
            <FormTextarea
              form={form}
              name="message"
              label="Message"
              placeholder="Tell us everything we need to help you"
              required
              autosize
              minRows={6}
              maxRows={16}
              inputWrapperOrder={["label", "input", "description", "error"]}
              description={
                <Text component="span" size="xs" c={tooLong ? "red.8" : "dimmed"} display="block" ta="right">
                  {messageLength.toLocaleString("en-US")} / {CONTACT_MESSAGE_MAX.toLocaleString("en-US")}{" "}
                  characters
                </Text>
              }
            />
            <SendRow note="We only use your details to answer you." sending={send.isPending}>
              Send message
            </SendRow>
          </Stack>
        </form>
      )}
    </FormPage>
  );
}
