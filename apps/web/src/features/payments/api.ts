import { cardEndpoints as endpoints, type SaveCardBody } from "@cbm/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

export const paymentsKeys = {
  all: ["payments"] as const,
  config: () => [...paymentsKeys.all, "config"] as const,
  cards: () => [...paymentsKeys.all, "cards"] as const,
};

/** Which card form the browser shows: the built-in test provider's, or Stripe's. */
export const paymentsConfigQuery = () =>
  queryOptions({
    queryKey: paymentsKeys.config(),
    queryFn: ({ signal }) => call(endpoints.config, {}, { auth: false, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The signed-in user's saved cards, the default first. */
export const cardsQuery = () =>
  queryOptions({
    queryKey: paymentsKeys.cards(),
    queryFn: ({ signal }) => call(endpoints.list, {}, { signal }),
  });

/** A change to one card can move the default of the others: the list is read again. */
function useCardChange<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.cards() }),
  });
}

/** Saves a card from the card form's reference: the card number never reaches CBM. */
export const useSaveCard = () => useCardChange((body: SaveCardBody) => call(endpoints.create, { body }));

export const useRemoveCard = () => useCardChange((id: string) => call(endpoints.remove, { params: { id } }));

export const useMakeDefaultCard = () =>
  useCardChange((id: string) => call(endpoints.makeDefault, { params: { id } }));

/** The payer's answer to the test provider's stand-in of their bank's check (3-D Secure). */
export const answerTestBank = (clientSecret: string, passes: boolean) =>
  call(endpoints.testBank, { body: { clientSecret, passes } });
