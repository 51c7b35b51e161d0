import { PRODUCT_LIMITS, type ProductStatus } from "@cbm/contracts";

export const STATUS_LABELS: Record<ProductStatus, string> = {
  draft: "Draft",
  active: "Active",
  archived: "Archived",
};

/** What each status means to the retailer, under the form's choice. */
export const STATUS_HINTS: Record<ProductStatus, string> = {
  draft: "Only you see it while you finish it.",
  active: "Shoppers find it in the shop and can buy it.",
  archived: "Hidden from the shop; kept with its orders.",
};

/** "12 in stock", "1 in stock", "Out of stock". */
export const stockText = (count: number) => (count === 0 ? "Out of stock" : `${count} in stock`);

/** The low-stock line the list and the form share. */
export const LOW_STOCK_HINT = `${PRODUCT_LIMITS.lowStock} or fewer left across its variants`;

/** "1 variant", "3 variants". */
export const variantCount = (count: number) => `${count} ${count === 1 ? "variant" : "variants"}`;
