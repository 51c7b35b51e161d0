import { type CheckoutBody, checkoutEndpoints, orderEndpoints, type PageQuery } from "@cbm/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { cartKeys } from "../cart/index.ts";

export const ordersKeys = {
  all: ["orders"] as const,
  mine: (query: PageQuery) => [...ordersKeys.all, "mine", query] as const,
  one: (id: string) => [...ordersKeys.all, "one", id] as const,
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
