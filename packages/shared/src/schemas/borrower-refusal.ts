import { z } from 'zod';
import { missingQualification } from './qualification.js';

/**
 * The members of a 409 in which lending refuses a borrower (LAB.md "Qualifications", "Lab rules"), for the problems
 * that declare their members.
 */
export const borrowerRefusalFields = {
  /** What the borrower lacks of the qualifications a type requires. */
  missingQualifications: z.array(missingQualification).optional(),
  /** The borrower has not accepted the lab's current rules. */
  rulesNotAccepted: z.literal(true).optional(),
};
