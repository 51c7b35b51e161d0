import {
  type EventBody,
  type EventReaction,
  eventsEndpoints as endpoints,
  type InvitationResponse,
  productEndpoints,
  shopEndpoints,
  usersEndpoints,
} from "@cbm/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

/** How often the menu's invitations dot is asked for again while the app is open. */
const COUNT_POLL_MS = 60_000;

/** A host's events on one page: the API's most, more than a host keeps at once. */
const MINE_SIZE = 100;

/** How many people or products a picker shows for what is typed. */
const PICKER_SIZE = 20;

/** A person or product in a picker. */
export interface Pickable {
  id: string;
  label: string;
  /** Under the label: the store, or the stock a retailer has left. */
  detail?: string;
  /** A person's picture (null for none); products have no face. */
  avatar?: string | null;
}

const personOption = (person: { id: string; fullName: string; avatar: string | null }): Pickable => ({
  id: person.id,
  label: person.fullName,
  avatar: person.avatar,
});

export const eventsKeys = {
  all: ["events"] as const,
  mine: () => [...eventsKeys.all, "mine"] as const,
  event: (idOrSlug: string) => [...eventsKeys.all, "event", idOrSlug] as const,
  invitations: () => [...eventsKeys.all, "invitations"] as const,
  invitationList: (state: "open" | "past") => [...eventsKeys.invitations(), state] as const,
  openCount: () => [...eventsKeys.invitations(), "open-count"] as const,
  pickers: () => [...eventsKeys.all, "picker"] as const,
};

/** The host's own events, every status, soonest first as the API orders them. */
export const myEventsQuery = () =>
  queryOptions({
    queryKey: eventsKeys.mine(),
    queryFn: ({ signal }) =>
      call(endpoints.list, { query: { scope: "mine", page: 0, size: MINE_SIZE } }, { signal }),
  });

/** One event's page, by its slug or id. */
export const eventQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: eventsKeys.event(idOrSlug),
    queryFn: ({ signal }) => call(endpoints.read, { params: { id: idOrSlug } }, { signal }),
  });

/** The viewer's open invitations (unanswered or maybe) or the past ones. */
export const invitationsQuery = (state: "open" | "past") =>
  queryOptions({
    queryKey: eventsKeys.invitationList(state),
    queryFn: ({ signal }) =>
      call(endpoints.invitations, { query: { state, page: 0, size: MINE_SIZE } }, { signal }),
  });

/** How many invitations wait for an answer: the side menu's dot. */
export const openInvitationCountQuery = () =>
  queryOptions({
    queryKey: eventsKeys.openCount(),
    queryFn: ({ signal }) =>
      call(endpoints.invitations, { query: { state: "open", page: 0, size: 1 } }, { signal }),
    select: (page) => page.total,
    refetchInterval: COUNT_POLL_MS,
  });

/** People to invite: the host's followers while nothing is typed, else everyone the search finds. */
export const inviteePickerQuery = (keyword: string) =>
  queryOptions({
    queryKey: [...eventsKeys.pickers(), "people", keyword],
    queryFn: async ({ signal }): Promise<Pickable[]> => {
      const query = { page: 0, size: PICKER_SIZE };
      const found = keyword
        ? await call(usersEndpoints.search, { query: { ...query, keyword } }, { signal })
        : await call(usersEndpoints.followers, { query }, { signal });
      return found.items.map(personOption);
    },
  });

/** A retailer's own active products matching `keyword`. */
export const ownProductsQuery = (keyword: string) =>
  queryOptions({
    queryKey: [...eventsKeys.pickers(), "own-products", keyword],
    queryFn: async ({ signal }): Promise<Pickable[]> => {
      const page = await call(
        productEndpoints.list,
        { query: { keyword: keyword || undefined, status: "active", page: 0, size: PICKER_SIZE } },
        { signal },
      );
      return page.items.map((product) => ({
        id: product.id,
        label: product.title,
        detail: `${product.totalStock} in stock`,
      }));
    },
  });

/** The shop's products matching `keyword`, for an influencer's event. */
export const shopProductsQuery = (keyword: string) =>
  queryOptions({
    queryKey: [...eventsKeys.pickers(), "shop-products", keyword],
    queryFn: async ({ signal }): Promise<Pickable[]> => {
      const page = await call(shopEndpoints.products, { query: { keyword, limit: PICKER_SIZE } }, { signal });
      return page.items.map((product) => ({
        id: product.id,
        label: product.title,
        detail: product.store.name,
      }));
    },
    enabled: keyword.length > 0,
  });

/** A product's variants, for choosing one to buy from the event's shelf. */
export const shelfProductQuery = (id: string) =>
  queryOptions({
    queryKey: [...eventsKeys.all, "product", id],
    queryFn: ({ signal }) => call(shopEndpoints.product, { params: { id } }, { signal }),
  });

/** The event as an iCalendar file, saved by the browser under the event's slug. */
export async function downloadCalendar(event: { id: string; slug: string }) {
  const text = await call(
    endpoints.calendar,
    { params: { id: event.id } },
    { headers: { accept: "text/calendar" } },
  );
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "text/calendar" }));
  link.download = `${event.slug}.ics`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** A change to events: every events query is read again, the dot's count with them. */
function useEventsChange<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}

export const useSaveEvent = () =>
  useEventsChange(({ id, body }: { id?: string; body: EventBody }) =>
    id ? call(endpoints.update, { params: { id }, body }) : call(endpoints.create, { body }),
  );

export const useCancelEvent = () =>
  useEventsChange((id: string) => call(endpoints.cancel, { params: { id } }));

export const useDeleteEvent = () =>
  useEventsChange((id: string) => call(endpoints.remove, { params: { id } }));

export const useInvite = () =>
  useEventsChange(({ id, userIds }: { id: string; userIds: string[] }) =>
    call(endpoints.invite, { params: { id }, body: { userIds } }),
  );

export const useAnswerInvitation = () =>
  useEventsChange(({ id, response }: { id: string; response: InvitationResponse }) =>
    call(endpoints.answer, { params: { id }, body: { response } }),
  );

export const useReact = () =>
  useEventsChange(({ id, action }: { id: string; action: EventReaction }) =>
    call(endpoints.react, { params: { id }, body: { action } }),
  );

export const useShelfChange = () =>
  useEventsChange(({ id, productIds, add }: { id: string; productIds: string[]; add: boolean }) =>
    call(endpoints[add ? "addProducts" : "removeProducts"], { params: { id }, body: { productIds } }),
  );
