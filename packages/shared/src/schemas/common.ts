import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.js';

/** A calendar date on the wire: yyyy-MM-dd, within years PostgreSQL and people both mean (1900–9999). */
export const isoDate = z.iso
  .date()
  .refine((value) => value >= '1900-01-01', 'The date must be a real date (yyyy-MM-dd).');
/** A point in time on the wire: ISO 8601 with offset. */
export const isoTimestamp = z.iso.datetime({ offset: true });

/** The largest id PostgreSQL's integer holds. */
export const MAX_ROW_ID = 2_147_483_647;
/** A row id in a JSON body; larger numbers are bad input (400), not a database error. */
export const rowId = z.number().int().positive().max(MAX_ROW_ID);

export const idParam = z.object({ id: z.coerce.number().int().positive().max(MAX_ROW_ID) });

/** PostgreSQL text cannot hold the NUL character: input with one is bad input (400), never a database error. */
const NO_NUL = /^[^\0]*$/;

/** A string the database can store: every text input is built on it. */
export const storableText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).regex(NO_NUL, 'Must not contain NUL characters');

const searchString = storableText().max(200).optional().default('');

/** Paged list query. pageNumber is 1-based; pageSize 0 means "all" and is allowed only by `pagedQueryAllowingAll`. */
export const pagedQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  searchString,
});
export type PagedQuery = z.infer<typeof pagedQuery>;

/** For the lists the spec fetches whole (roles, categories): pageNumber 0 or pageSize 0 returns everything. */
export const pagedQueryAllowingAll = z.object({
  pageNumber: z.coerce.number().int().min(0).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(0).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  searchString,
});

/** The JSON carried in the X-Pagination header. */
export const pagination = z.object({
  TotalCount: z.number().int(),
  PageSize: z.number().int(),
  CurrentPage: z.number().int(),
  TotalPages: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

/** RFC 9457 problem details, as every error is answered. */
export const problem = z.object({
  type: z.string().optional(),
  status: z.number().int(),
  title: z.string(),
  detail: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type Problem = z.infer<typeof problem>;
