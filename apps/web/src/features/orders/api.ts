import {
  type CheckoutBody,
  checkoutEndpoints,
  orderEndpoints,
  type PageQuery,
  type ReasonBody,
  type ReturnBody,
  type ShipBody,
  type StoreOrdersQuery,
  storeOrderEndpoints,
} from "@cbm/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { cartKeys } from "../cart/index.ts";

export const ordersKeys = {
  all: ["orders"] as const,
  mine: (query: PageQuery) => [...ordersKeys.all, "mine", query] as const,
  one: (id: string) => [...ordersKeys.all, "one", id] as const,
  store: ["store-orders"] as const,
  storeList: (query: StoreOrdersQuery) => [...ordersKeys.store, "list", query] as const,
  storeOne: (id: string) => [...ordersKeys.store, "one", id] as const,
  shipping: (addressId: string) => ["checkout", "shipping", addressId] as const,
};

/** A page of the viewer's orders, newest first. */
export const myOrdersQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: ordersKeys.mine(query),
    queryFn: ({ signal }) => call(orderEndpoints.mine, { query }, { signal }),
  });

/** One of the viewer's orders. */
export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: ordersKeys.one(id),
    queryFn: ({ signal }) => call(orderEndpoints.get, { params: { id } }, { signal }),
  });

/** How each store of the cart delivers to the address, priced for the cart. */
export const shippingOptionsQuery = (addressId: string) =>
  queryOptions({
    queryKey: ordersKeys.shipping(addressId),
    queryFn: ({ signal }) => call(checkoutEndpoints.shippingOptions, { query: { addressId } }, { signal }),
  });

/**
 * Places the order under the page's idempotency key: sent again (a double click, a retry after a lost
 * answer), it answers the first result and never charges twice. The cart and the orders are read again.
 */
export function usePlaceOrder(idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckoutBody) =>
      call(checkoutEndpoints.checkout, { body }, { headers: { "idempotency-key": idempotencyKey } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
      ]),
  });
}

/** A page of the retailer's store's orders, newest first, of one status if asked. */
export const storeOrdersQuery = (query: StoreOrdersQuery) =>
  queryOptions({
    queryKey: ordersKeys.storeList(query),
    queryFn: ({ signal }) => call(storeOrderEndpoints.list, { query }, { signal }),
  });

/** One of the retailer's store's orders. */
export const storeOrderQuery = (id: string) =>
  queryOptions({
    queryKey: ordersKeys.storeOne(id),
    queryFn: ({ signal }) => call(storeOrderEndpoints.get, { params: { id } }, { signal }),
  });

/**
 * A move of an order (cancel, ship...) answered by the order as it now is: the page shows it at once,
 * and the lists it belongs to are read again.
 */
function useOrderMove<Input, Order>(
  key: readonly unknown[],
  lists: readonly unknown[],
  move: (input: Input) => Promise<Order>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: move,
    onSuccess: (order) => {
      queryClient.setQueryData(key, order);
      return queryClient.invalidateQueries({ queryKey: lists, refetchType: "none" });
    },
  });
}

const mineList = [...ordersKeys.all, "mine"] as const;
const storeList = [...ordersKeys.store, "list"] as const;

/** The buyer cancels the order before it ships; it is refunded in full. */
export const useCancelOrder = (id: string) =>
  useOrderMove(ordersKeys.one(id), mineList, () => call(orderEndpoints.cancel, { params: { id } }));

/** The buyer says the order arrived: it is completed. */
export const useConfirmReceipt = (id: string) =>
  useOrderMove(ordersKeys.one(id), mineList, () => call(orderEndpoints.confirmReceipt, { params: { id } }));

/** The buyer asks to return lines of the order, with the reason. */
export const useRequestReturn = (id: string) =>
  useOrderMove(ordersKeys.one(id), mineList, (body: ReturnBody) =>
    call(orderEndpoints.return, { params: { id }, body }),
  );

/** The store ships the order with the carrier and tracking number. */
export const useShipOrder = (id: string) =>
  useOrderMove(ordersKeys.storeOne(id), storeList, (body: ShipBody) =>
    call(storeOrderEndpoints.ship, { params: { id }, body }),
  );

/** The store marks the shipped order delivered. */
export const useDeliverOrder = (id: string) =>
  useOrderMove(ordersKeys.storeOne(id), storeList, () =>
    call(storeOrderEndpoints.deliver, { params: { id } }),
  );

/** The store cancels the order with a reason; the buyer is refunded in full. */
export const useStoreCancelOrder = (id: string) =>
  useOrderMove(ordersKeys.storeOne(id), storeList, (body: ReasonBody) =>
    call(storeOrderEndpoints.cancel, { params: { id }, body }),
  );

/** The store says the returned parcel came back: its items are back in stock. */
export const useReceiveReturn = (id: string) =>
  useOrderMove(ordersKeys.storeOne(id), storeList, () =>
    call(storeOrderEndpoints.receiveReturn, { params: { id } }),
  );

/** The store accepts the return: the buyer is refunded what it comes to. */
export const useRefundReturn = (id: string) =>
  useOrderMove(ordersKeys.storeOne(id), storeList, () =>
    call(storeOrderEndpoints.refund, { params: { id } }),
  );

/** The store declines the return with a reason: the order is completed as it was. */
export const useDeclineReturn = (id: string) =>
  useOrderMove(ordersKeys.storeOne(id), storeList, (body: ReasonBody) =>
    call(storeOrderEndpoints.declineReturn, { params: { id }, body }),
  );
