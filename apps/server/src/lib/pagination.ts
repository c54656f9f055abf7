import { PAGINATION_HEADER, type Pagination } from '@labstock/shared';
import type { FastifyReply } from 'fastify';

export interface PageRequest {
  pageNumber: number;
  /** 0 means "all rows". */
  pageSize: number;
}

/** One page of a list and the total the X-Pagination header carries: the shape of every paged answer. */
export interface Page<T> {
  items: T[];
  total: number;
  /** The list was counted only up to `total` and holds more. */
  totalCapped?: boolean;
}

/** LIMIT/OFFSET of a page; no limit when the whole list is asked for. */
export interface PageWindow {
  limit?: number;
  offset: number;
}

/** LIMIT/OFFSET for a 1-based page; undefined limit when the whole list is asked for. */
export function pageWindow({ pageNumber, pageSize }: PageRequest): PageWindow {
  if (pageSize === 0 || pageNumber === 0) return { offset: 0 };
  return { limit: pageSize, offset: (pageNumber - 1) * pageSize };
}

/**
 * The total of a list whose page rows each carry it (`carried`: the first row's). No row carries it when
 * nothing matches or when the page lies past the end; only then is the list counted on its own.
 */
export async function totalOfPage(
  carried: number | undefined,
  offset: number,
  count: () => Promise<number>,
): Promise<number> {
  if (carried !== undefined) return carried;
  return offset === 0 ? 0 : count();
}

/** Writes the X-Pagination header the web app reads the total from. */
function setPagination(reply: FastifyReply, page: PageRequest, totalCount: number, capped: boolean): void {
  const all = page.pageSize === 0 || page.pageNumber === 0;
  const pageSize = all ? totalCount : page.pageSize;
  const header: Pagination = {
    TotalCount: totalCount,
    PageSize: pageSize,
    CurrentPage: all ? 1 : page.pageNumber,
    TotalPages: pageSize > 0 ? Math.ceil(totalCount / pageSize) : 0,
    ...(capped && { TotalCountCapped: true }),
  };
  reply.header(PAGINATION_HEADER, JSON.stringify(header));
}

/** Ends a paged list route: the total goes in the X-Pagination header, the page's rows are the body. */
export function sendPage<T>(reply: FastifyReply, request: PageRequest, page: Page<T>): T[] {
  // The whole list, asked for at once, is exactly as long as its rows, whatever a capped count said.
  const whole = pageWindow(request).limit === undefined;
  setPagination(reply, request, whole ? page.items.length : page.total, !whole && page.totalCapped === true);
  return page.items;
}
