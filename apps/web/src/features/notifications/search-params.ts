import type { NotificationsQuery } from "@cbm/contracts";
import { defined, flag, wholeNumber } from "../../lib/search-params.ts";

/** `/notifications?unread=true&page=2`: the filter and the page (from 0). */
export interface NotificationsSearch {
  unread?: true;
  page?: number;
}

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const parseNotificationsSearch = (search: Record<string, unknown>): NotificationsSearch =>
  defined({ unread: flag(search.unread), page: wholeNumber(search.page, 1) });

export const toNotificationsQuery = (search: NotificationsSearch): NotificationsQuery => ({
  page: search.page ?? 0,
  size: NOTIFICATIONS_PAGE_SIZE,
  unread: search.unread,
});
