import { Button, Chip, Group, Stack } from "@mantine/core";
import { IconReceipt } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { EmptyInvitation } from "../../../components/empty-invitation.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { PagePicker } from "../../../components/page-picker.tsx";
import { RoleGate } from "../../../components/role-gate.tsx";
import { storeOrdersQuery } from "../api.ts";
import { BuyerAvatar } from "../components/buyer-avatar.tsx";
import { OrderCard } from "../components/order-card.tsx";
import { OrderList, pageCount } from "../components/order-list.tsx";
import { STORE_ORDER_FILTERS, type StoreOrdersSearch, toStoreOrdersQuery } from "../search-params.ts";

const ALL = "all";

/** Each filter's words: a paid order is one the store has to ship. */
const FILTER_LABELS: Record<(typeof STORE_ORDER_FILTERS)[number] | typeof ALL, string> = {
  all: "All",
  paid: "Paid — to ship",
  shipped: "Shipped",
  delivered: "Delivered",
  completed: "Completed",
  cancelled: "Cancelled",
  return_requested: "Return requested",
  returned: "Returned — to refund",
  refunded: "Refunded",
};

function StatusFilter({ search }: { search: StoreOrdersSearch }) {
  const navigate = useNavigate();
  return (
    <Chip.Group
      value={search.status ?? ALL}
      onChange={(value) =>
        void navigate({
          to: ".",
          search: { status: value === ALL ? undefined : (value as StoreOrdersSearch["status"]) },
        })
      }
    >
      <Group gap="xs" role="radiogroup" aria-label="Show orders">
        {[ALL, ...STORE_ORDER_FILTERS].map((status) => (
          <Chip key={status} value={status} variant="outline">
            {FILTER_LABELS[status as keyof typeof FILTER_LABELS]}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

function StoreOrders() {
  const search: StoreOrdersSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const orders = useQuery({
    ...storeOrdersQuery(toStoreOrdersQuery(search)),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="lg" maw={860}>
      <PageIntro
        eyebrow="Your store"
        title="Orders"
        lead="What customers bought from your store, newest first. Ship paid orders by their ship-by day."
      />
      <StatusFilter search={search} />
      <OrderList
        orders={orders}
        label="Your store's orders"
        empty={
          <EmptyInvitation
            icon={<IconReceipt size={28} aria-hidden />}
            title={search.status ? "No orders with this status" : "No orders yet"}
            description="Orders show here as soon as a customer pays for what they bought from your store."
            py={48}
            width={480}
          >
            {search.status && (
              <Button component={Link} to="/orders" variant="light">
                Show all orders
              </Button>
            )}
          </EmptyInvitation>
        }
        card={(order) => (
          <OrderCard
            key={order.id}
            order={order}
            from={{
              name: order.buyer.fullName,
              picture: <BuyerAvatar name={order.buyer.fullName} />,
            }}
            to={`/orders/${order.id}`}
          />
        )}
      />
      <PagePicker
        pages={pageCount(orders.data)}
        page={search.page ?? 0}
        onChange={(page) =>
          void navigate({ to: ".", search: { ...search, page: page > 0 ? page : undefined } })
        }
      />
    </Stack>
  );
}

/** `/orders`: the retailer's store's orders, of one status if asked, a page at a time. */
export function StoreOrdersPage() {
  return (
    <RoleGate rule="retailer">
      <StoreOrders />
    </RoleGate>
  );
}
