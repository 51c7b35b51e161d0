import { type Closet, type ClosetItem, COLOUR_PALETTE, labelOf } from "@cbm/contracts";
import { Button, Drawer, Group, Menu, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowsExchange, IconPencil, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { ColourSwatch } from "../../../components/colour-swatch.tsx";
import { Picture } from "../../../components/picture.tsx";
import { notify } from "../../../lib/notify.ts";
import { useSession } from "../../../lib/use-session.ts";
import { itemQuery, myClosetsQuery, useSaveItem } from "../api.ts";
import { bodyOfItem } from "../item-values.ts";
import { formatDay, formatPrice, itemName } from "../wording.ts";
import { ITEM_RATIO } from "./closet-cover.tsx";
import { DeleteItemDialog } from "./delete-dialogs.tsx";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Group
      component="div"
      gap="md"
      wrap="nowrap"
      align="baseline"
      py={8}
      style={{ borderBottom: "1px solid var(--cbm-line)" }}
    >
      <Text component="dt" size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
        {term}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ whiteSpace: "pre-line" }}>
        {children}
      </Text>
    </Group>
  );
}

/** Every detail of an item that it has; the ones left blank are left out. */
function Details({ item }: { item: ClosetItem }) {
  return (
    <dl style={{ margin: 0 }}>
      <Detail term="Category">
        {labelOf(item.category)} · {labelOf(item.subcategory)}
      </Detail>
      {item.brand && <Detail term="Brand">{item.brand.name}</Detail>}
      <Detail term="Colours">
        <Group gap="xs" component="span">
          {item.colours.map((colour) => (
            <Group key={colour} gap={6} component="span" wrap="nowrap">
              <ColourSwatch colour={colour} size={14} />
              {COLOUR_PALETTE[colour].label}
            </Group>
          ))}
        </Group>
      </Detail>
      {item.size && <Detail term="Size">{item.size}</Detail>}
      {item.seasons.length > 0 && <Detail term="Seasons">{item.seasons.map(labelOf).join(", ")}</Detail>}
      {item.material && <Detail term="Material">{item.material}</Detail>}
      {item.price && <Detail term="Price paid">{formatPrice(item.price)}</Detail>}
      {item.purchasedOn && <Detail term="Bought on">{formatDay(item.purchasedOn)}</Detail>}
      {item.notes && <Detail term="Notes">{item.notes}</Detail>}
      <Detail term="Added">{formatDay(item.createdAt)}</Detail>
    </dl>
  );
}

/** Moves the item to another of the owner's closets; it leaves the one on screen. */
function MoveMenu({ item, onMoved }: { item: ClosetItem; onMoved: () => void }) {
  const userId = useSession()?.user?.id ?? "";
  const { data: mine } = useQuery(myClosetsQuery(userId));
  const save = useSaveItem();
  const others = mine?.items.filter((closet) => closet.id !== item.closetId) ?? [];
  const move = (closet: Closet) =>
    save.mutate(
      { id: item.id, closetId: closet.id, body: bodyOfItem(item) },
      {
        onSuccess: () => {
          notify.success(`${itemName(item)} moved to ${closet.name}.`);
          onMoved();
        },
        onError: notify.error,
      },
    );
  if (others.length === 0) return null;
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconArrowsExchange size={16} aria-hidden />}
          loading={save.isPending}
        >
          Move
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Move to</Menu.Label>
        {others.map((closet) => (
          <Menu.Item key={closet.id} onClick={() => move(closet)}>
            {closet.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function OwnerActions({ item, onGone }: { item: ClosetItem; onGone: () => void }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <Group gap="sm">
      <Button
        renderRoot={(props) => <Link to="/closet/new-item" search={{ edit: item.id }} {...props} />}
        leftSection={<IconPencil size={16} aria-hidden />}
      >
        Edit
      </Button>
      <MoveMenu item={item} onMoved={onGone} />
      <Button
        variant="subtle"
        color="red.9"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setDeleting(true)}
      >
        Delete
      </Button>
      <DeleteItemDialog item={item} opened={deleting} onClose={() => setDeleting(false)} onDeleted={onGone} />
    </Group>
  );
}

function Body({ itemId, owner, onClose }: { itemId: string; owner: boolean; onClose: () => void }) {
  const { data: item, isPending, isError } = useQuery(itemQuery(itemId));
  if (isPending)
    return (
      <Stack gap="md" role="status" aria-busy aria-label="Loading the item">
        <Skeleton style={{ aspectRatio: ITEM_RATIO }} radius="md" />
        <Skeleton height={14} />
        <Skeleton height={14} width="60%" />
      </Stack>
    );
  if (isError || !item)
    return <Text c="dimmed">This item isn't available: it may have been moved or deleted.</Text>;
  return (
    <Stack gap="lg">
      <Title order={2} ff="heading" fz="h3">
        {itemName(item)}
      </Title>
      <Picture
        image={item.image}
        alt={itemName(item)}
        ratio={ITEM_RATIO}
        sizes="(min-width: 48em) 440px, 100vw"
        radius="md"
        priority
      />
      {owner && <OwnerActions item={item} onGone={onClose} />}
      <Details item={item} />
    </Stack>
  );
}

/** One item in full, beside the closet: its photo, every detail, and the owner's actions. */
export function ItemDrawer({
  itemId,
  closetName,
  owner,
  onClose,
}: {
  /** The item shown; the drawer is closed without one. */
  itemId: string | undefined;
  closetName: string;
  owner: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={Boolean(itemId)}
      onClose={onClose}
      position="right"
      size="md"
      title={closetName}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {itemId && <Body itemId={itemId} owner={owner} onClose={onClose} />}
    </Drawer>
  );
}
