// A book of things a person keeps, one of them the default: the addresses, the saved cards.
export { Book } from "./book.tsx";
export { BookEntry } from "./book-entry.tsx";
export { ConfirmRemoval } from "./confirm-removal.tsx";
export { useBookChanges } from "./use-book-changes.ts";
