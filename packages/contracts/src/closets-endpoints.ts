// The closets API: a person's closets and the wall's, a closet and its items, and one item.

import {
  AddedItemsSchema,
  ClosetItemBodySchema,
  ClosetItemPageSchema,
  ClosetItemQuerySchema,
  ClosetItemSchema,
  ClosetItemUpdateSchema,
  ItemIdParamsSchema,
  ItemsFromOrderBodySchema,
} from "./closet-items.ts";
import {
  ClosetBodySchema,
  ClosetIdParamsSchema,
  ClosetListQuerySchema,
  ClosetPageSchema,
  ClosetSchema,
} from "./closets.ts";
import { MessageResponseSchema, PageQuerySchema } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { UserIdParamsSchema } from "./users/index.ts";

const closet = { params: ClosetIdParamsSchema, access: "signed-in" } as const;
const item = { params: ItemIdParamsSchema, access: "signed-in" } as const;

export const closetsEndpoints = {
  ofUser: endpoint({
    method: "GET",
    path: "/v1/user/:id/closets",
    access: "signed-in",
    summary: "A person's closets that the viewer may see, newest first",
    params: UserIdParamsSchema,
    query: PageQuerySchema,
    response: ClosetPageSchema,
  }),
  wall: endpoint({
    method: "GET",
    path: "/v1/closets",
    access: "signed-in",
    summary: "Closets of the people the viewer follows (latest items first), or popular public ones",
    query: ClosetListQuerySchema,
    response: ClosetPageSchema,
  }),
  create: endpoint({
    method: "POST",
    path: "/v1/closets",
    access: "signed-in",
    summary: "Create a closet",
    body: ClosetBodySchema,
    response: ClosetSchema,
  }),
  get: endpoint({
    ...closet,
    method: "GET",
    path: "/v1/closets/:id",
    summary: "A closet",
    response: ClosetSchema,
  }),
  update: endpoint({
    ...closet,
    method: "PUT",
    path: "/v1/closets/:id",
    summary: "Change a closet's name, description, cover and visibility (its owner)",
    body: ClosetBodySchema,
    response: ClosetSchema,
  }),
  remove: endpoint({
    ...closet,
    method: "DELETE",
    path: "/v1/closets/:id",
    summary: "Delete a closet with its items (its owner)",
    response: MessageResponseSchema,
  }),
  items: endpoint({
    ...closet,
    method: "GET",
    path: "/v1/closets/:id/items",
    summary: "A closet's items, newest first, by category, colour and season",
    query: ClosetItemQuerySchema,
    response: ClosetItemPageSchema,
  }),
  addItem: endpoint({
    ...closet,
    method: "POST",
    path: "/v1/closets/:id/items",
    summary: "Add an item to a closet (its owner)",
    body: ClosetItemBodySchema,
    response: ClosetItemSchema,
  }),
  addFromOrder: endpoint({
    ...closet,
    method: "POST",
    path: "/v1/closets/:id/items/from-order",
    summary:
      "Put what a delivered order brought into a closet (its owner, the order's buyer), with the products' photos, brand, colour and size; what is already there is left out",
    body: ItemsFromOrderBodySchema,
    response: AddedItemsSchema,
  }),
  myItems: endpoint({
    method: "GET",
    path: "/v1/users/closet-items",
    access: "signed-in",
    summary: "All the signed-in user's items, newest first (to build outfits from)",
    query: ClosetItemQuerySchema,
    response: ClosetItemPageSchema,
  }),
  item: endpoint({
    ...item,
    method: "GET",
    path: "/v1/closet-items/:id",
    summary: "A closet item",
    response: ClosetItemSchema,
  }),
  updateItem: endpoint({
    ...item,
    method: "PUT",
    path: "/v1/closet-items/:id",
    summary: "Change an item, or move it to another of the owner's closets (its owner)",
    body: ClosetItemUpdateSchema,
    response: ClosetItemSchema,
  }),
  removeItem: endpoint({
    ...item,
    method: "DELETE",
    path: "/v1/closet-items/:id",
    summary: "Delete an item (its owner); outfits made with it lose it",
    response: MessageResponseSchema,
  }),
};
