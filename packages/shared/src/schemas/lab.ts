import { z } from 'zod';
import { storableText } from './common.js';
import { optionalEmailField } from './loaner.js';

/** The lab's name while the Admin has not given one: how e-mails speak of it. */
export const DEFAULT_LAB_NAME = 'the electronics lab';

/** What PUT Lab answers for an empty name; the web app shows it at the field, in the user's language. */
export const LAB_NAME_REQUIRED = 'The lab needs a name.';
export const MAX_LAB_NAME_LENGTH = 200;

/** GET Lab: the lab's own settings. The notice address is an Admin's to see; the rules come with their own issue. */
export const lab = z.object({
  name: z.string(),
  /** Where the lab's notices (low stock) go; null when none are sent. Given to Admins only. */
  noticeEmail: z.string().nullable().optional(),
  rules: z.null(),
});
export type Lab = z.infer<typeof lab>;

/**
 * PUT Lab. Strict: a field this server does not keep (the rules, until they come) is refused, not dropped, so
 * that no Admin believes it saved.
 */
export const labUpdate = z.strictObject({
  name: storableText().trim().min(1, LAB_NAME_REQUIRED).max(MAX_LAB_NAME_LENGTH),
  /** Empty or null: no notices. */
  noticeEmail: optionalEmailField,
});
export type LabUpdate = z.infer<typeof labUpdate>;
