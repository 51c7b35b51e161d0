import { type AddToCartBody, cartEndpoints } from "@cbm/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

export const cartKeys = {
  all: ["cart"] as const,
  lines: () => [...cartKeys.all, "lines"] as const,
  quantity: () => [...cartKeys.all, "quantity"] as const,
};

/** The viewer's cart, grouped by store. */
export const cartQuery = () =>
  queryOptions({
    queryKey: cartKeys.lines(),
    queryFn: ({ signal }) => call(cartEndpoints.get, {}, { signal }),
  });

/** How many items the cart holds: the top bar's badge. */
export const cartQuantityQuery = () =>
  queryOptions({
    queryKey: cartKeys.quantity(),
    queryFn: ({ signal }) => call(cartEndpoints.totalQuantity, {}, { signal }),
    select: (answer) => answer.totalQuantity,
  });

/** A change to the cart: the lines and the badge are read again. */
function useCartChange<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

export const useAddToCart = () => useCartChange((body: AddToCartBody) => call(cartEndpoints.add, { body }));

export const useChangeQuantity = () =>
  useCartChange(({ id, quantity }: { id: string; quantity: number }) =>
    call(cartEndpoints.change, { params: { id }, body: { quantity } }),
  );

export const useRemoveLine = () =>
  useCartChange((id: string) => call(cartEndpoints.remove, { params: { id } }));
