import { ADDRESS_LIMIT, type AddressBody, addressesEndpoints as endpoints } from "@cbm/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

export const addressesKeys = {
  all: ["addresses"] as const,
  list: () => [...addressesKeys.all, "list"] as const,
  detail: (id: string) => [...addressesKeys.all, "detail", id] as const,
};

/** Every address of the signed-in user (one page holds them all), the default first. */
export const addressesQuery = () =>
  queryOptions({
    queryKey: addressesKeys.list(),
    queryFn: ({ signal }) => call(endpoints.list, { query: { size: ADDRESS_LIMIT } }, { signal }),
  });

export const addressQuery = (id: string) =>
  queryOptions({
    queryKey: addressesKeys.detail(id),
    queryFn: ({ signal }) => call(endpoints.get, { params: { id } }, { signal }),
  });

/** A change to one address can move the default of the others: every cached address is refreshed. */
function useAddressChange<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKeys.all }),
  });
}

export const useCreateAddress = () =>
  useAddressChange((body: AddressBody) => call(endpoints.create, { body }));

export const useUpdateAddress = () =>
  useAddressChange(({ id, body }: { id: string; body: AddressBody }) =>
    call(endpoints.update, { params: { id }, body }),
  );

export const useDeleteAddress = () =>
  useAddressChange((id: string) => call(endpoints.remove, { params: { id } }));

export const useMakeDefaultAddress = () =>
  useAddressChange((id: string) => call(endpoints.makeDefault, { params: { id } }));
