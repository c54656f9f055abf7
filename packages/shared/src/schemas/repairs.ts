import { z } from 'zod';
import { activityPerson } from './activity.js';
import { pagedQuery, storableText } from './common.js';

/** A repair ticket's steps (LAB.md "Faults and repairs"): Open → InRepair → Fixed or Scrapped. */
export const RepairStatus = { Open: 'Open', InRepair: 'InRepair', Fixed: 'Fixed', Scrapped: 'Scrapped' } as const;
export type RepairStatus = (typeof RepairStatus)[keyof typeof RepairStatus];
export const allRepairStatuses = Object.values(RepairStatus) as [RepairStatus, ...RepairStatus[]];
/** The statuses of a ticket still being worked on: a Defect unit has exactly one ticket in one of them. */
export const openRepairStatuses: readonly RepairStatus[] = [RepairStatus.Open, RepairStatus.InRepair];

export const repairStatus = z.enum(allRepairStatuses);

export const FAULT_DESCRIPTION_MAX_LENGTH = 2000;
export const FAULT_DESCRIPTION_TOO_LONG = `At most ${FAULT_DESCRIPTION_MAX_LENGTH} characters.`;
export const FAULT_DESCRIPTION_REQUIRED = 'Describe the fault.';

/** The multipart field names of POST Component/{id}/faults, as the form sends them. */
export const faultReportFormFields = { description: 'Description', imageFile: 'ImageFile' } as const;

/** POST Component/{id}/faults as JSON; the multipart form sends the same description as `Description`. */
export const faultReportRequest = z.object({
  description: storableText({ error: FAULT_DESCRIPTION_REQUIRED })
    .trim()
    .min(1, FAULT_DESCRIPTION_REQUIRED)
    .max(FAULT_DESCRIPTION_MAX_LENGTH, FAULT_DESCRIPTION_TOO_LONG),
});
export type FaultReportRequest = z.infer<typeof faultReportRequest>;

export const faultReport = z.object({
  faultReportId: z.number().int(),
  componentId: z.number().int(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** Who reported it: named to Clerks and Admins only (left out for a Loaner); null once they are deleted. */
  reportedBy: activityPerson.nullable().optional(),
  createdAt: z.string(),
  /** The ticket it is part of; null while the unit is on loan (its hand-in decides). */
  repairTicketId: z.number().int().nullable(),
});
export type FaultReport = z.infer<typeof faultReport>;

export const repairNote = z.object({ text: z.string(), actor: activityPerson.nullable(), createdAt: z.string() });
export type RepairNote = z.infer<typeof repairNote>;

/** The unit a ticket is for. */
export const repairComponent = z.object({
  componentId: z.number().int(),
  componentTypeId: z.number().int(),
  componentTypeName: z.string(),
  componentNumber: z.number().int(),
});

export const repairTicket = z.object({
  repairTicketId: z.number().int(),
  component: repairComponent,
  status: repairStatus,
  faults: z.array(faultReport),
  notes: z.array(repairNote),
  /** What the repair cost, in the lab's currency; null until someone records it. */
  cost: z.number().nullable(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type RepairTicket = z.infer<typeof repairTicket>;

export const REPAIR_NOTE_MAX_LENGTH = 2000;
export const MAX_REPAIR_COST = 10_000_000;

/** PUT Repairs/{id}: a step, a note and a cost, each optional; a cost of null clears it. */
export const repairUpdate = z.object({
  status: repairStatus.optional(),
  note: storableText()
    .trim()
    .min(1, 'A note must say something.')
    .max(REPAIR_NOTE_MAX_LENGTH, `At most ${REPAIR_NOTE_MAX_LENGTH} characters.`)
    .optional(),
  cost: z
    .number()
    .min(0, 'A cost is not negative.')
    .max(MAX_REPAIR_COST, `At most ${MAX_REPAIR_COST}.`)
    .multipleOf(0.01, 'A cost has at most two decimals.')
    .nullable()
    .optional(),
});
export type RepairUpdate = z.infer<typeof repairUpdate>;

/** GET Repairs: oldest first, filtered by status (repeated or single; none given: every status). */
export const repairsQuery = pagedQuery.extend({
  status: z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(repairStatus).max(allRepairStatuses.length),
  ),
});
export type RepairsQuery = z.infer<typeof repairsQuery>;
