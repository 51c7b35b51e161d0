import { Button } from "@mantine/core";
import { IconReceiptOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { EmptyInvitation } from "../../../components/empty-invitation.tsx";
import { RoleGate } from "../../../components/role-gate.tsx";
import { storeOrderQuery } from "../api.ts";
import { BuyerAvatar } from "../components/buyer-avatar.tsx";
import { LoadedOrder } from "../components/loaded-order.tsx";
import { OrderDetailsView } from "../components/order-details.tsx";
import { StoreActions } from "../components/store-actions.tsx";

function NotOfYourStore() {
  return (
    <EmptyInvitation
      icon={<IconReceiptOff size={28} aria-hidden />}
      title="This order is not your store's or does not exist"
      description="Check the link you followed; every order of your store is in Orders."
      py={64}
      width={520}
    >
      <Button component={Link} to="/orders" variant="light">
        See your store's orders
      </Button>
    </EmptyInvitation>
  );
}

function StoreOrder() {
  const { id = "" } = useParams({ strict: false });
  return (
    <LoadedOrder query={useQuery(storeOrderQuery(id))} missing={<NotOfYourStore />}>
      {(order) => (
        <OrderDetailsView
          order={order}
          title={`Order from ${order.buyer.fullName}`}
          picture={<BuyerAvatar name={order.buyer.fullName} size={48} />}
          shipByLabel="Ship it by"
          back={{ to: "/orders", label: "Orders" }}
          actions={<StoreActions order={order} />}
        />
      )}
    </LoadedOrder>
  );
}

/** `/orders/{id}`: one of the store's orders, where to ship it, and what the store may do with it now. */
export function StoreOrderPage() {
  return (
    <RoleGate rule="retailer">
      <StoreOrder />
    </RoleGate>
  );
}
