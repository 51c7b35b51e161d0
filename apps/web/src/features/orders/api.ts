import { orderEndpoints, type PageQuery } from "@cbm/contracts";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

export const ordersKeys = {
  all: ["orders"] as const,
  mine: (query: PageQuery) => [...ordersKeys.all, "mine", query] as const,
  one: (id: string) => [...ordersKeys.all, "one", id] as const,
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
