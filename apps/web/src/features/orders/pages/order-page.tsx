import { Button } from "@mantine/core";
import { IconReceiptOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { EmptyInvitation } from "../../../components/empty-invitation.tsx";
import { StoreLogo } from "../../../components/store-logo.tsx";
import { orderQuery } from "../api.ts";
import { BuyerActions } from "../components/buyer-actions.tsx";
import { LoadedOrder } from "../components/loaded-order.tsx";
import { OrderDetailsView } from "../components/order-details.tsx";

function NotYours() {
  return (
    <EmptyInvitation
      icon={<IconReceiptOff size={28} aria-hidden />}
      title="This order is not yours or does not exist"
      description="Check the link you followed; every order you placed is in My orders."
      py={64}
      width={520}
    >
      <Button component={Link} to="/my-orders" variant="light">
        See my orders
      </Button>
    </EmptyInvitation>
  );
}

/** `/my-orders/{id}`: one of the viewer's orders, what was bought, where it goes, how it was paid, and where it stands. */
export function OrderPage() {
  const { id = "" } = useParams({ strict: false });
  return (
    <LoadedOrder query={useQuery(orderQuery(id))} missing={<NotYours />}>
      {(order) => (
        <OrderDetailsView
          order={order}
          title={`Order from ${order.store.name}`}
          picture={<StoreLogo store={order.store} size={48} />}
          shipByLabel="The store ships by"
          back={{ to: "/my-orders", label: "My orders" }}
          actions={<BuyerActions order={order} />}
        />
      )}
    </LoadedOrder>
  );
}
