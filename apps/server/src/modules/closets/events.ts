/** What the closets module tells the others (platform/bus.ts). */

/** Items are about to be deleted, in this transaction: what others keep of them cascades, their counts do not. */
export interface ClosetItemsDeleting {
  itemIds: string[];
}

declare module "../../platform/bus.ts" {
  interface DomainEvents {
    "closet-items.deleting": ClosetItemsDeleting;
  }
}
