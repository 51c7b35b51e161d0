import { Stack } from "@mantine/core";
import { IconReceipt } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { ShopInvitation } from "../../../components/empty-invitation.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { PagePicker } from "../../../components/page-picker.tsx";
import { StoreLogo } from "../../../components/store-logo.tsx";
import { myOrdersQuery } from "../api.ts";
import { OrderCard } from "../components/order-card.tsx";
import { OrderList, pageCount } from "../components/order-list.tsx";
import { type MyOrdersSearch, toOrdersQuery } from "../search-params.ts";

/** `/my-orders`: what the viewer bought, newest first, one order per store of each checkout. */
export function MyOrdersPage() {
  const search: MyOrdersSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const orders = useQuery({ ...myOrdersQuery(toOrdersQuery(search)), placeholderData: keepPreviousData });
  return (
    <Stack gap="lg" maw={860}>
      <PageIntro
        eyebrow="Shop"
        title="My orders"
        lead="Everything you bought, newest first. Each store sends its part as an order of its own."
      />
      <OrderList
        orders={orders}
        label="Your orders"
        empty={
          <ShopInvitation
            icon={<IconReceipt size={28} aria-hidden />}
            title="No orders yet"
            description="What you buy in the shop shows here, store by store, from payment to your door."
          />
        }
        card={(order) => (
          <OrderCard
            key={order.id}
            order={order}
            from={{ name: order.store.name, picture: <StoreLogo store={order.store} size={40} /> }}
            to={`/my-orders/${order.id}`}
          />
        )}
      />
      <PagePicker
        pages={pageCount(orders.data)}
        page={search.page ?? 0}
        onChange={(page) => void navigate({ to: ".", search: { page: page > 0 ? page : undefined } })}
      />
    </Stack>
  );
}
