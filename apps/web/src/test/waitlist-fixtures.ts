import type { QueuedLoaner, WaitlistEntry } from '@labstock/shared';

/** Place 50 in the Oscilloscope's (type 7) queue, joined on 3 May 2030, at `position` unless `fields` say otherwise. */
export function waitlistEntryOf(fields: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    waitlistEntryId: 50,
    componentTypeId: 7,
    componentTypeName: 'Oscilloscope',
    position: 1,
    joinedAt: '2030-05-03T10:15:00.000Z',
    ...fields,
  };
}

/** A place as Clerks and Admins see it in a type's queue, with whom it is for. */
export function queuedLoanerOf(fields: Partial<WaitlistEntry> & Pick<QueuedLoaner, 'loaner'>): QueuedLoaner {
  return { ...waitlistEntryOf(fields), loaner: fields.loaner };
}

/** The X-Pagination header of a list call holding `total` rows in all. */
export const paginationOf = (total: number) => ({ 'X-Pagination': JSON.stringify({ TotalCount: total }) });
