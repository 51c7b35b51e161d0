import {
  type OwnStore,
  type ShippingMethodBody,
  type StoreBody,
  shippingEndpoints,
  storeEndpoints,
} from "@cbm/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

export const storesKeys = {
  all: ["stores"] as const,
  own: () => [...storesKeys.all, "own"] as const,
  shippingMethods: () => [...storesKeys.all, "shipping-methods"] as const,
};

/** The retailer's own store, as `/shop-configuration` shows it. */
export const ownStoreQuery = () =>
  queryOptions({
    queryKey: storesKeys.own(),
    queryFn: ({ signal }) => call(storeEndpoints.own, {}, { signal }),
  });

/** Every shipping method of the retailer's store, active ones first. */
export const shippingMethodsQuery = () =>
  queryOptions({
    queryKey: storesKeys.shippingMethods(),
    queryFn: ({ signal }) => call(shippingEndpoints.list, {}, { signal }),
  });

export function useConfigureStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreBody) => call(storeEndpoints.configure, { body }),
    onSuccess: (store: OwnStore) => queryClient.setQueryData(storesKeys.own(), store),
  });
}

/** A change to a shipping method can change whether the store can sell: the store is read again too. */
function useMethodChange<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storesKeys.all }),
  });
}

export const useCreateShippingMethod = () =>
  useMethodChange((body: ShippingMethodBody) => call(shippingEndpoints.create, { body }));

export const useUpdateShippingMethod = () =>
  useMethodChange(({ id, body }: { id: string; body: ShippingMethodBody }) =>
    call(shippingEndpoints.update, { params: { id }, body }),
  );

export const useDeleteShippingMethod = () =>
  useMethodChange((id: string) => call(shippingEndpoints.remove, { params: { id } }));
