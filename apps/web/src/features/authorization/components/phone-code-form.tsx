import { Alert, Anchor, Stack, Text } from "@mantine/core";
import { IconDeviceMobileMessage } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { CodeFormFooter } from "./code-form-footer.tsx";
import { CodeInput } from "./code-input.tsx";
import type { PhoneVerification } from "./use-phone-verification.ts";

/** The texted code, typed in to verify `phone`; the number can still be changed from here. */
export function PhoneCodeForm({
  phone,
  verification,
  onChangeNumber,
  wayOut,
}: {
  phone: string;
  verification: PhoneVerification;
  onChangeNumber: () => void;
  wayOut: ReactNode;
}) {
  return (
    <form onSubmit={verification.submitCode} noValidate>
      <Stack gap="md">
        <Alert
          color="rose"
          variant="light"
          icon={<IconDeviceMobileMessage size={20} aria-hidden />}
          role="status"
        >
          <Text size="sm">{verification.sent}</Text>
          <Text size="sm" mt={4}>
            <Text span size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
              {phone}
            </Text>{" "}
            ·{" "}
            <Anchor component="button" type="button" size="sm" onClick={onChangeNumber}>
              Change number
            </Anchor>
          </Text>
        </Alert>
        <CodeInput {...verification.codeInput} autoFocus />
        <CodeFormFooter
          submit="Verify phone"
          submitting={verification.verifying}
          resend={verification.resend}
          wayOut={wayOut}
          sentTo={phone}
        />
      </Stack>
    </form>
  );
}
