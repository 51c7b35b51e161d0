import type { Closet } from "@cbm/contracts";
import { Anchor, Button, Group, Modal, Radio, Skeleton, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconHanger } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { messageFor } from "../../../lib/api-error.ts";
import { countOf } from "../../../lib/count-of.ts";
import { useSession } from "../../../lib/use-session.ts";
import { myClosetsQuery, useAddFromOrder } from "../api.ts";

/** What adding made: how many items went into which closet. */
function Added({ count, closet, onDone }: { count: number; closet: Closet; onDone: () => void }) {
  return (
    <Stack gap="lg">
      <Text role="status">
        {count > 0
          ? `${countOf(count, "item")} added to ${closet.name}`
          : "Everything from this order is already in your closets"}
      </Text>
      <Group justify="flex-end" gap="sm">
        {count > 0 && (
          <Button variant="subtle" color="ink" component={Link} to={`/wall/closets/${closet.id}`}>
            See the closet
          </Button>
        )}
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}

/** One of the viewer's closets to put the order's items in, then what came of it. */
function ClosetChoice({
  closets,
  orderId,
  onDone,
}: {
  closets: Closet[];
  orderId: string;
  onDone: () => void;
}) {
  const [closetId, setClosetId] = useState(closets[0]?.id ?? "");
  const add = useAddFromOrder();
  const closet = closets.find((each) => each.id === closetId);

  if (add.isSuccess && closet) return <Added count={add.data.items.length} closet={closet} onDone={onDone} />;
  return (
    <DialogForm
      label="Add this order to a closet"
      submitLabel="Add the items"
      saving={add.isPending}
      onCancel={onDone}
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate({ closetId, orderId });
      }}
    >
      <Radio.Group
        label="Closet"
        description="The order's pieces go into it, with their photos."
        value={closetId}
        onChange={setClosetId}
      >
        <Stack gap="xs" mt="xs">
          {closets.map((each) => (
            <Radio key={each.id} value={each.id} label={each.name} />
          ))}
        </Stack>
      </Radio.Group>
      {add.isError && (
        <Text size="sm" c="red.8" role="alert">
          {messageFor(add.error)}
        </Text>
      )}
    </DialogForm>
  );
}

/** The viewer's closets once read: the choice, or the way to make a first one. */
function ClosetsToChoose({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const userId = useSession()?.user?.id ?? "";
  const closets = useQuery(myClosetsQuery(userId));
  if (closets.isPending)
    return <Skeleton height={96} radius="md" role="status" aria-label="Loading your closets" />;
  if (closets.isError)
    return <LoadError title="Your closets could not load" onRetry={() => void closets.refetch()} />;
  if (closets.data.items.length === 0)
    return (
      <Text>
        You have no closets yet.{" "}
        <Anchor component={Link} to="/closet/new" fw={600}>
          Create a closet
        </Anchor>{" "}
        first, then add this order to it.
      </Text>
    );
  return <ClosetChoice closets={closets.data.items} orderId={orderId} onDone={onDone} />;
}

/** For a delivered order: puts what it brought into one of the buyer's closets, photos and all. */
export function AddOrderToCloset({ orderId }: { orderId: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconHanger size={18} aria-hidden />} onClick={open}>
        Add to my closet
      </Button>
      <Modal opened={opened} onClose={close} title="Add to my closet" centered>
        {opened && <ClosetsToChoose orderId={orderId} onDone={close} />}
      </Modal>
    </>
  );
}
