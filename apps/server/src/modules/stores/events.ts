/** What the catalogue tells the stores (platform/bus.ts): how many active products a store has now. */
export interface ProductsCounted {
  storeId: string;
  activeProducts: number;
}

declare module "../../platform/bus.ts" {
  interface DomainEvents {
    "products.counted": ProductsCounted;
  }
}
