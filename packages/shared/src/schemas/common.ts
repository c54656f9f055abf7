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

/**
 * Numbers in a path, query string or form field are decimal digits and nothing else: `0x2`, `2e0`, `+2`, ` 2`
 * and `002` would all mean 2 to `Number`, so one row could be reached (or deleted) under many spellings.
 */
const ID_TEXT = /^[1-9][0-9]*$/;
const WHOLE_NUMBER_TEXT = /^(0|[1-9][0-9]*)$/;
const ID_MESSAGE = 'Must be a row id: a whole number from 1, in digits only';

/** A row id in a path, query string or form field (`^[1-9][0-9]*$`), as a number. */
export const idText = (message = ID_MESSAGE) =>
  z.string({ error: message }).regex(ID_TEXT, message).transform(Number).pipe(z.number().max(MAX_ROW_ID, message));
export const databaseId = idText();

/** A count or page number in a query string: digits only, no sign, no leading zero, within min..max. */
export const wholeNumberText = (min: number, max: number) => {
  const message = `Must be a whole number from ${min} to ${max}, in digits only`;
  return z
    .string({ error: message })
    .regex(WHOLE_NUMBER_TEXT, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
};

export const idParam = z.object({ id: databaseId });

/** PostgreSQL text cannot hold the NUL character: input with one is bad input (400), never a database error. */
const NO_NUL = /^[^\0]*$/;

/** A string the database can store: every text input is built on it. */
export const storableText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).regex(NO_NUL, 'Must not contain NUL characters');

const searchString = storableText().max(200).optional().default('');
const MAX_PAGE_NUMBER = 1_000_000;

/** Paged list query. pageNumber is 1-based; pageSize 0 means "all" and is allowed only by `pagedQueryAllowingAll`. */
export const pagedQuery = z.object({
  pageNumber: wholeNumberText(1, MAX_PAGE_NUMBER).default(1),
  pageSize: wholeNumberText(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  searchString,
});
export type PagedQuery = z.infer<typeof pagedQuery>;

/** For the lists the spec fetches whole (roles, categories): pageNumber 0 or pageSize 0 returns everything. */
export const pagedQueryAllowingAll = z.object({
  pageNumber: wholeNumberText(0, MAX_PAGE_NUMBER).default(1),
  pageSize: wholeNumberText(0, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  searchString,
});

/** The JSON carried in the X-Pagination header. */
export const pagination = z.object({
  TotalCount: z.number().int(),
  PageSize: z.number().int(),
  CurrentPage: z.number().int(),
  TotalPages: z.number().int(),
  /**
   * True when the list was counted only up to TotalCount and holds more (a log, a search, never booked: counting
   * every match for every page would cost more than the page); TotalPages then covers those first TotalCount rows.
   */
  TotalCountCapped: z.boolean().optional(),
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
