import { z } from 'zod';
import { ActivityKind } from '../enums.js';
import { componentStatus } from './catalogue.js';
import { databaseId, isoDate, pagedQuery } from './common.js';

/** The paging of a history list: page and size, no search. */
export const historyPageQuery = pagedQuery.pick({ pageNumber: true, pageSize: true });
export type HistoryPageQuery = z.infer<typeof historyPageQuery>;

const ACTIVITY_DATE_ORDER_MESSAGE = 'The end date cannot be before the start date.';

/** GET Activity: every filter is optional; `from` and `to` are days of the lab's calendar, both included. */
export const activityQuery = historyPageQuery
  .extend({
    loanerId: databaseId.optional(),
    componentId: databaseId.optional(),
    componentTypeId: databaseId.optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: ACTIVITY_DATE_ORDER_MESSAGE,
  });
export type ActivityQuery = z.infer<typeof activityQuery>;

/** A person as the log recorded them when the event happened. */
export const activityPerson = z.object({ loanerId: z.number().int(), name: z.string(), auId: z.string() });
export type ActivityPerson = z.infer<typeof activityPerson>;

/** The changed fields of an event, before and after (e.g. `{ status: 3 }`). */
const changedFields = z.record(z.string(), z.unknown()).nullable();

export const activityEntry = z.object({
  activityId: z.number().int(),
  at: z.string(),
  kind: z.enum(ActivityKind),
  /** Who did it; null when the system did (the reservation expiry). */
  actor: activityPerson.nullable(),
  /** The loaner the event concerns (whose reservation or loan), if any. */
  loaner: activityPerson.nullable(),
  componentId: z.number().int().nullable(),
  /** The component's number now; null once it is deleted. */
  componentNumber: z.number().int().nullable(),
  componentTypeId: z.number().int().nullable(),
  /** The type's name now, or the name it had when it was deleted. */
  componentTypeName: z.string().nullable(),
  /** The type is deleted, with its components. */
  componentTypeDeleted: z.boolean(),
  loanId: z.number().int().nullable(),
  reservationId: z.number().int().nullable(),
  before: changedFields,
  after: changedFields,
});
export type ActivityEntry = z.infer<typeof activityEntry>;

/** A returned loan of the loaner's loan history; the component parts are null once it is deleted. */
export const pastLoan = z.object({
  loanId: z.number().int(),
  loanDate: z.string(),
  /** The agreed hand-in date. */
  returnDate: isoDate,
  /** When the component really came back. */
  returnedAt: z.string(),
  /** The status it was handed in with. */
  returnedStatus: componentStatus.nullable(),
  component: z.object({
    componentId: z.number().int().nullable(),
    componentTypeId: z.number().int().nullable(),
    componentTypeName: z.string().nullable(),
    componentNumber: z.number().int().nullable(),
  }),
});
export type PastLoan = z.infer<typeof pastLoan>;
