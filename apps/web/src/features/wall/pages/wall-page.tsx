import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconMail, IconPhoneCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { profileQuery } from "../../users/api.ts";

/** The welcome that stands where the wall will be: a greeting and the next useful steps. */
export function WallPage() {
  const { data: profile } = useQuery(profileQuery());
  return (
    <Stack gap="xl" maw={960}>
      <Stack gap={4}>
        <Text tt="uppercase" fw={600} c="rose.8" size="sm" lts={1}>
          Your wall
        </Text>
        <Title order={1}>Welcome{profile ? `, ${profile.firstName}` : ""}.</Title>
        <Text c="dimmed" maw={560}>
          This is where the outfits and closets of the people you follow will appear. While your wall fills
          up, make sure your account is ready.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {profile && !profile.phoneVerified && (
          <Card withBorder padding="lg" radius="lg">
            <Stack gap="sm" h="100%">
              <IconPhoneCheck size={28} aria-hidden />
              <Text fw={600}>Verify your phone</Text>
              <Text size="sm" c="dimmed" flex={1}>
                A verified phone keeps your account safe and lets shoppers trust your closet.
              </Text>
              <Group>
                <Button component={Link} to="/register/two-factor-auth" variant="light">
                  Verify now
                </Button>
              </Group>
            </Stack>
          </Card>
        )}
        <Card withBorder padding="lg" radius="lg">
          <Stack gap="sm" h="100%">
            <IconMail size={28} aria-hidden />
            <Text fw={600}>Talk to us</Text>
            <Text size="sm" c="dimmed" flex={1}>
              A question, an idea or a brand you want on CBM? We read every message.
            </Text>
            <Group>
              <Button component={Link} to="/contact" variant="light">
                Contact CBM
              </Button>
            </Group>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
