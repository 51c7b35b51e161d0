import {
  ADDRESS_LIMIT,
  type Address,
  type AddressBody,
  type AddressPage,
  type MessageResponse,
} from "@cbm/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

export const addressesKeys = {
  all: ["addresses"] as const,
  list: () => [...addressesKeys.all, "list"] as const,
  detail: (id: string) => [...addressesKeys.all, "detail", id] as const,
};

/** Every address of the signed-in user (one page holds them all), the default first. */
export const addressesQuery = () =>
  queryOptions({
    queryKey: addressesKeys.list(),
    queryFn: ({ signal }) =>
      api<AddressPage>("/v1/users/addresses", { query: { size: ADDRESS_LIMIT }, signal }),
  });

export const addressQuery = (id: string) =>
  queryOptions({
    queryKey: addressesKeys.detail(id),
    queryFn: ({ signal }) => api<Address>(`/v1/users/addresses/${id}`, { signal }),
  });

/** A change to one address can move the default of the others: every cached address is refreshed. */
function useAddressChange<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKeys.all }),
  });
}

export const useCreateAddress = () =>
  useAddressChange((body: AddressBody) =>
    api<Address>("/v1/users/addresses", { method: "POST", body: { json: body } }),
  );

export const useUpdateAddress = () =>
  useAddressChange(({ id, body }: { id: string; body: AddressBody }) =>
    api<Address>(`/v1/users/addresses/${id}`, { method: "PUT", body: { json: body } }),
  );

export const useDeleteAddress = () =>
  useAddressChange((id: string) => api<MessageResponse>(`/v1/users/addresses/${id}`, { method: "DELETE" }));

export const useMakeDefaultAddress = () =>
  useAddressChange((id: string) => api<Address>(`/v1/users/addresses/${id}/default`, { method: "POST" }));
