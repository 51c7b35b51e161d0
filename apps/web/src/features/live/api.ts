import { type FlashDealBody, type LiveCheer, type LiveRoom, liveEndpoints } from "@cbm/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { cartKeys } from "../cart/index.ts";
import { shopQueries } from "../products/index.ts";
import { withClaim, withComment, withDeal, withoutComment } from "./room-cache.ts";

/** Every live query under one prefix; a room is kept current by the realtime pushes (live.ts). */
export const liveKeys = {
  all: ["live"] as const,
  now: () => [...liveKeys.all, "now"] as const,
  room: (eventId: string) => [...liveKeys.all, "room", eventId] as const,
  product: (productId: string) => [...liveKeys.all, "product", productId] as const,
};

/** What is live now, and what starts next. */
export const liveNowQuery = () =>
  queryOptions({
    queryKey: liveKeys.now(),
    queryFn: ({ signal }) => call(liveEndpoints.now, {}, { signal }),
  });

/** An event's live room, as it was when opened. */
export const liveRoomQuery = (eventId: string) =>
  queryOptions({
    queryKey: liveKeys.room(eventId),
    queryFn: ({ signal }) => call(liveEndpoints.room, { params: { id: eventId } }, { signal }),
  });

/** A product of the live with its sizes and colours, read through the shop's own query (and its cache). */
export const liveProductQuery = (productId: string) =>
  queryOptions({
    queryKey: liveKeys.product(productId),
    queryFn: async ({ client }) => client.fetchQuery((await shopQueries()).productQuery(productId)),
  });

/** A change to the room: `update` folds its answer into the cached room. */
function useRoomChange<T, R>(
  eventId: string,
  change: (input: T) => Promise<R>,
  update: (room: LiveRoom, answer: R, input: T) => LiveRoom,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer, input) =>
      queryClient.setQueryData<LiveRoom>(
        liveKeys.room(eventId),
        (room) => room && update(room, answer, input),
      ),
  });
}

const replaced = (_room: LiveRoom, answer: LiveRoom) => answer;
const params = (eventId: string) => ({ params: { id: eventId } });

/** The host goes live, resumes, or ends the live. */
export const useStartLive = (eventId: string) =>
  useRoomChange(eventId, () => call(liveEndpoints.start, params(eventId)), replaced);
export const useEndLive = (eventId: string) =>
  useRoomChange(eventId, () => call(liveEndpoints.end, params(eventId)), replaced);

export const usePin = (eventId: string) =>
  useRoomChange(
    eventId,
    (productId: string | null) => call(liveEndpoints.pin, { ...params(eventId), body: { productId } }),
    replaced,
  );

export const useSendComment = (eventId: string) =>
  useRoomChange(
    eventId,
    (message: string) => call(liveEndpoints.comment, { ...params(eventId), body: { message } }),
    withComment,
  );

export const useRemoveComment = (eventId: string) =>
  useRoomChange(
    eventId,
    (commentId: string) => call(liveEndpoints.removeComment, { params: { id: eventId, commentId } }),
    (room, _answer, commentId) => withoutComment(room, commentId),
  );

/** The host mutes a viewer, or lets them comment again. */
export const useMute = (eventId: string) =>
  useMutation({
    mutationFn: ({ userId, muted }: { userId: string; muted: boolean }) =>
      call(muted ? liveEndpoints.mute : liveEndpoints.unmute, { ...params(eventId), body: { userId } }),
  });

/** A cheer: its count comes back to everyone watching, the sender included, as a push. */
export const useCheer = (eventId: string) =>
  useMutation({
    mutationFn: (kind: LiveCheer) => call(liveEndpoints.cheer, { ...params(eventId), body: { kind } }),
  });

export const useStartDeal = (eventId: string) =>
  useRoomChange(
    eventId,
    (body: FlashDealBody) => call(liveEndpoints.startDeal, { ...params(eventId), body }),
    withDeal,
  );

export const useEndDeal = (eventId: string) =>
  useRoomChange(
    eventId,
    (dealId: string) => call(liveEndpoints.endDeal, { params: { id: dealId } }),
    withDeal,
  );

/** Buying from a flash deal: the units are reserved and in the cart at the deal's price. */
export function useClaim(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dealId, variantId, quantity }: { dealId: string; variantId: string; quantity: number }) =>
      call(liveEndpoints.claim, { params: { id: dealId }, body: { variantId, quantity } }),
    onSuccess: (claim) => {
      queryClient.setQueryData<LiveRoom>(liveKeys.room(eventId), (room) => room && withClaim(room, claim));
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
