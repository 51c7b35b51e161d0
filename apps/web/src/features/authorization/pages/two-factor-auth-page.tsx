import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCircleCheck, IconDeviceMobile } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { fieldErrors, messageFor } from "../../../lib/api-error.ts";
import { profileQuery } from "../../users/index.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { PhoneCodeForm } from "../components/phone-code-form.tsx";
import { PhoneForm } from "../components/phone-form.tsx";
import { usePhoneVerification } from "../components/use-phone-verification.ts";
import { firstStepsPath } from "../first-steps.ts";

export function TwoFactorAuthPage() {
  const navigate = useNavigate();
  const profile = useQuery(profileQuery());
  const [changingPhone, setChangingPhone] = useState(false);
  // Right after registering, the way on is the onboarding of the person's role; otherwise the wall.
  const { welcome } = useSearch({ strict: false });
  const onward = welcome && profile.data ? firstStepsPath(profile.data.roles) : "/wall";
  const verification = usePhoneVerification({
    onVerified: () => navigate({ to: onward }),
    // The server needs a phone on the profile first.
    onSendError: (error) => {
      if (fieldErrors(error).phone) setChangingPhone(true);
    },
  });

  const skip = (
    <Text size="sm" ta="center">
      <Anchor component={Link} to={onward} c="ink.7">
        Skip for now
      </Anchor>
    </Text>
  );

  if (profile.isPending) {
    return (
      <AuthCard title="Verify your phone" intro="A verified phone keeps your account safe.">
        <Stack gap="md" role="status" aria-busy="true" aria-label="Loading your profile">
          <Skeleton height={20} width="70%" />
          <Skeleton height={42} />
          <Skeleton height={42} />
        </Stack>
      </AuthCard>
    );
  }

  if (profile.isError) {
    return (
      <AuthCard title="Verify your phone">
        <Alert color="red" variant="light" role="alert">
          {messageFor(profile.error)}
        </Alert>
        <Button variant="default" onClick={() => void profile.refetch()} loading={profile.isFetching}>
          Try again
        </Button>
        {skip}
      </AuthCard>
    );
  }

  const { phone, phoneVerified } = profile.data;

  if (phoneVerified && !verification.verified && !changingPhone) {
    return (
      <AuthCard title="Your phone is verified">
        <Group gap="md" wrap="nowrap" align="center">
          <ThemeIcon variant="light" color="teal" size={44} radius="xl">
            <IconCircleCheck size={22} aria-hidden />
          </ThemeIcon>
          <Text>
            <Text span fw={600} style={{ whiteSpace: "nowrap" }}>
              {phone}
            </Text>{" "}
            is verified. You are all set.
          </Text>
        </Group>
        <Button component={Link} to={onward} size="md" fullWidth>
          Continue to CBM
        </Button>
      </AuthCard>
    );
  }

  if (!phone || changingPhone) {
    return (
      <AuthCard
        title="Add your phone"
        intro="We text a 6-digit code to it, so we know it is yours. It keeps your account safe."
      >
        <PhoneForm
          initialPhone={phone ?? ""}
          onSaved={() => {
            setChangingPhone(false);
            verification.forgetSent();
          }}
          onCancel={phone ? () => setChangingPhone(false) : undefined}
        />
        {skip}
      </AuthCard>
    );
  }

  if (!verification.sent) {
    return (
      <AuthCard
        title="Verify your phone"
        intro="A verified phone keeps your account safe and helps people trust you."
      >
        <Stack gap="md">
          <Group gap="md" wrap="nowrap" align="center">
            <ThemeIcon variant="light" color="rose" size={44} radius="xl">
              <IconDeviceMobile size={22} aria-hidden />
            </ThemeIcon>
            <Text>
              We will text a 6-digit code to{" "}
              <Text span fw={600} style={{ whiteSpace: "nowrap" }}>
                {phone}
              </Text>
              .
            </Text>
          </Group>
          <Button size="md" fullWidth loading={verification.sending} onClick={verification.sendCode}>
            Send code
          </Button>
          <Button
            variant="subtle"
            color="ink"
            onClick={() => setChangingPhone(true)}
            disabled={verification.sending}
          >
            Use a different number
          </Button>
          {skip}
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Enter your code"
      intro="Type the 6 digits we texted you. The code expires in 10 minutes."
    >
      <PhoneCodeForm
        phone={phone}
        verification={verification}
        onChangeNumber={() => setChangingPhone(true)}
        wayOut={skip}
      />
    </AuthCard>
  );
}
