import { z } from 'zod';
import { componentStatus } from './catalogue.js';
import { isoDate } from './common.js';
import { loaner } from './loaner.js';

export const reservationComponent = z.object({
  componentId: z.number().int(),
  componentTypeId: z.number().int(),
  componentTypeName: z.string(),
  componentNumber: z.number().int(),
  adminComment: z.string().nullable(),
});

export const reservation = z.object({
  reservationId: z.number().int(),
  reservationDate: z.string(),
  loanerId: z.number().int(),
  component: reservationComponent,
  loaner: loaner.nullable(),
});
export type Reservation = z.infer<typeof reservation>;

export const loan = z.object({
  loanId: z.number().int(),
  loanerId: z.number().int(),
  componentId: z.number().int(),
  loanDate: z.string(),
  /** The agreed hand-in date (a calendar date). */
  returnDate: isoDate,
  /** When the component actually came back; null while the loan is active. */
  returnedAt: z.string().nullable(),
  isEmailSent: z.boolean(),
  lastEmailSend: z.string().nullable(),
  component: reservationComponent,
  loaner: loaner.nullable(),
});
export type Loan = z.infer<typeof loan>;

export const handoutReservationRequest = z.object({
  reservationId: z.number().int().positive(),
  componentId: z.number().int().positive(),
  loanerId: z.number().int().positive(),
  handinDate: isoDate,
  force: z.boolean().optional().default(false),
});

export const handoutAvailableRequest = z.object({
  componentId: z.number().int().positive(),
  loanerId: z.number().int().positive(),
  handinDate: isoDate,
  force: z.boolean().optional().default(false),
});

export const handinQuery = z.object({ status: z.coerce.number().pipe(componentStatus).default(0) });

export const loanSetting = z.object({ defaultReturnDate: isoDate.nullable() });
export type LoanSetting = z.infer<typeof loanSetting>;
