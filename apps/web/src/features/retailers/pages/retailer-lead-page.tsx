import {
  LEAD_MESSAGE_MAX,
  MONTHLY_REVENUE_LABELS,
  MONTHLY_REVENUE_RANGES,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  RETAILER_LIMITS,
  RetailerLeadBodySchema,
  SALES_CHANNEL_LABELS,
  SALES_CHANNELS,
} from "@cbm/contracts";
import {
  Button,
  Container,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import {
  IconArrowRight,
  IconChartArrowsVertical,
  IconCircleCheck,
  IconSend,
  IconSparkles,
  IconUsersGroup,
} from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { ChoiceGrid, optionsOf } from "../../../components/wizard/index.ts";
import { fieldErrors } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { browserCountry, COUNTRY_OPTIONS } from "../../addresses/index.ts";
import { useSendRetailerLead } from "../api.ts";
import classes from "./retailer-lead-page.module.css";

const REASONS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <IconUsersGroup size={20} aria-hidden />,
    title: "Shoppers who love style",
    text: "Your pieces appear in the outfits and closets people share, right where they decide what to wear.",
  },
  {
    icon: <IconSparkles size={20} aria-hidden />,
    title: "Creators who fit your brand",
    text: "We introduce you to influencers whose style and audience match yours, from gifting to live events.",
  },
  {
    icon: <IconChartArrowsVertical size={20} aria-hidden />,
    title: "Your shop, your way",
    text: "Bring your catalogue, set your shipping and see what sells. We help you get started.",
  },
];

/** The fields in the order they appear, for taking the person to the first one that needs attention. */
const FIELD_ORDER = ["businessName", "website", "country", "contactName", "email", "message"] as const;

function Section({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <fieldset className={classes.section}>
      <legend className={classes.legend}>
        <span className={classes.number} aria-hidden>
          {number}
        </span>
        {title}
      </legend>
      <Stack gap="md">{children}</Stack>
    </fieldset>
  );
}

function ThankYou({ message }: { message: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md" align="center" ta="center" py="xl">
      <ThemeIcon variant="light" color="teal" size={64} radius="xl">
        <IconCircleCheck size={32} aria-hidden />
      </ThemeIcon>
      <Title order={2} ref={heading} tabIndex={-1} style={{ outline: "none" }}>
        Thank you
      </Title>
      <Text maw={400}>{message}</Text>
      <Text size="sm" c="dimmed" maw={400}>
        Ready now? Create your retailer account and start setting up your shop; we will pick up from there.
      </Text>
      <Button
        component={Link}
        to="/register"
        size="md"
        radius="xl"
        rightSection={<IconArrowRight size={18} aria-hidden />}
      >
        Create your retailer account
      </Button>
    </Stack>
  );
}

const resolve = schemaResolver(RetailerLeadBodySchema, { sync: true });

const emptyLead = () => ({
  businessName: "",
  contactName: "",
  email: "",
  website: "",
  country: browserCountry() as string,
  categories: [] as string[],
  channels: [] as string[],
  monthlyRevenue: null as string | null,
  message: "",
});

/** `/retailer-questionnaire`: a business tells CBM about itself before signing up, and is thanked. */
export function RetailerLeadPage() {
  const send = useSendRetailerLead();
  const [thanks, setThanks] = useState<string | null>(null);
  const form = useForm({
    initialValues: emptyLead(),
    validate: (values) => resolve(asLead(values)),
  });
  const messageLength = form.values.message.trim().length;

  /** Takes the person to the first field that needs their attention. */
  const focusFirst = (errors: Record<string, unknown>) => {
    const first = FIELD_ORDER.find((field) => field in errors);
    if (first) form.getInputNode(first)?.focus();
  };
  const choices = (field: "categories" | "channels") => ({
    value: form.values[field],
    onChange: (value: string[]) => form.setFieldValue(field, value),
    error: form.errors[field],
  });

  const submit = form.onSubmit(
    (values) =>
      send.mutate(RetailerLeadBodySchema.parse(asLead(values)), {
        onSuccess: ({ message }) => {
          notify.success(message);
          setThanks(message);
        },
        onError: (error) => {
          const errors = fieldErrors(error);
          form.setErrors(errors);
          focusFirst(errors);
          notify.error(error);
        },
      }),
    focusFirst,
  );

  return (
    <Container size="lg" py={{ base: "md", sm: 40 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 64 }}>
        <Stack gap="lg" className={classes.aside}>
          <Stack gap={6}>
            <Text tt="uppercase" fw={600} c="rose.8" size="sm" lts={1}>
              For retailers
            </Text>
            <Title order={1}>Bring your shop to CBM.</Title>
            <Text c="dimmed">
              Tell us about your business in a few minutes. Our partnerships team reads every answer and
              writes back with how CBM can work for you. No account needed yet.
            </Text>
          </Stack>
          <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {REASONS.map((reason) => (
              <Group key={reason.title} component="li" gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" color="rose" size={40} radius="xl">
                  {reason.icon}
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fw={600}>{reason.title}</Text>
                  <Text size="sm" c="dimmed">
                    {reason.text}
                  </Text>
                </Stack>
              </Group>
            ))}
          </Stack>
        </Stack>
        <Paper withBorder radius="lg" p={{ base: "lg", sm: 36 }} bg="var(--cbm-paper)">
          {thanks ? (
            <ThankYou message={thanks} />
          ) : (
            <form onSubmit={submit} noValidate aria-label="Retailer questionnaire">
              <Stack gap="xl">
                <Section number={1} title="Your business">
                  <TextInput
                    label="Business name"
                    autoComplete="organization"
                    required
                    {...form.getInputProps("businessName")}
                  />
                  <TextInput
                    label="Website"
                    description="Optional."
                    placeholder="atelier-moreau.com"
                    autoComplete="url"
                    inputMode="url"
                    {...form.getInputProps("website")}
                  />
                  <Select
                    label="Country"
                    placeholder="Choose a country"
                    data={COUNTRY_OPTIONS}
                    searchable
                    allowDeselect={false}
                    nothingFoundMessage="CBM is not open there yet"
                    autoComplete="country"
                    required
                    {...form.getInputProps("country")}
                  />
                </Section>
                <Section number={2} title="What you sell">
                  <ChoiceGrid
                    label="Categories"
                    description={`Choose up to ${RETAILER_LIMITS.categories}.`}
                    multiple
                    look="chips"
                    max={RETAILER_LIMITS.categories}
                    options={optionsOf(PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS)}
                    {...choices("categories")}
                  />
                  <ChoiceGrid
                    label="Where you sell today"
                    multiple
                    look="chips"
                    options={optionsOf(SALES_CHANNELS, SALES_CHANNEL_LABELS)}
                    {...choices("channels")}
                  />
                  <ChoiceGrid
                    label="Revenue a month"
                    description="In your main currency; a rough range is enough."
                    look="chips"
                    options={optionsOf(MONTHLY_REVENUE_RANGES, MONTHLY_REVENUE_LABELS)}
                    value={form.values.monthlyRevenue}
                    onChange={(value) => form.setFieldValue("monthlyRevenue", value)}
                    error={form.errors.monthlyRevenue}
                  />
                </Section>
                <Section number={3} title="About you">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <TextInput
                      label="Your name"
                      autoComplete="name"
                      required
                      {...form.getInputProps("contactName")}
                    />
                    <TextInput
                      label="Email"
                      type="email"
                      autoComplete="email"
                      required
                      {...form.getInputProps("email")}
                    />
                  </SimpleGrid>
                  <Textarea
                    label="Message"
                    description={`What should we know about your business and what you hope for from CBM? (${messageLength.toLocaleString("en-US")} / ${LEAD_MESSAGE_MAX.toLocaleString("en-US")})`}
                    required
                    autosize
                    minRows={4}
                    maxRows={12}
                    {...form.getInputProps("message")}
                  />
                </Section>
                <Group justify="space-between" gap="sm">
                  <Text size="xs" c="dimmed" maw={280}>
                    We only use your answers to reply to you about selling on CBM.
                  </Text>
                  <Button
                    type="submit"
                    size="md"
                    loading={send.isPending}
                    leftSection={<IconSend size={18} aria-hidden />}
                  >
                    Send my answers
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Paper>
      </SimpleGrid>
    </Container>
  );
}

/** The form's values as the API takes them: a blank field is left out (the website is optional). */
function asLead(values: ReturnType<typeof emptyLead>) {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, value]) => value !== null && (typeof value !== "string" || value.trim()),
    ),
  );
}
