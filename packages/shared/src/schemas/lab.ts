import { z } from 'zod';
import { rowId, storableText } from './common.js';
import { optionalEmailField } from './loaner.js';

/** The lab's name while the Admin has not given one: how e-mails speak of it. */
export const DEFAULT_LAB_NAME = 'the electronics lab';

/** What PUT Lab answers for an empty name; the web app shows it at the field, in the user's language. */
export const LAB_NAME_REQUIRED = 'The lab needs a name.';
export const MAX_LAB_NAME_LENGTH = 200;
/** The lab's rules are a page of plain text at most. */
export const MAX_LAB_RULES_LENGTH = 20_000;

/** The lab's current rules (LAB.md "Lab rules"): each change of the text is a new version, counted from 1. */
export const labRules = z.object({
  text: z.string(),
  version: z.number().int(),
  /** When this version was written. */
  updatedAt: z.string(),
});
export type LabRules = z.infer<typeof labRules>;

/** GET Lab: the lab's own settings. The notice address is an Admin's to see; the rules everyone's. */
export const lab = z.object({
  name: z.string(),
  /** Where the lab's notices (low stock) go; null when none are sent. Given to Admins only. */
  noticeEmail: z.string().nullable().optional(),
  /** Null while the lab has no rules. */
  rules: labRules.nullable(),
});
export type Lab = z.infer<typeof lab>;

/**
 * PUT Lab. Strict: a field this server does not keep is refused, not dropped, so that no Admin believes it saved.
 */
export const labUpdate = z.strictObject({
  name: storableText().trim().min(1, LAB_NAME_REQUIRED).max(MAX_LAB_NAME_LENGTH),
  /** Empty or null: no notices. */
  noticeEmail: optionalEmailField,
  /**
   * The rules' text: a changed text is a new version, the same text none, "" no rules. Absent: the rules stay as
   * they are (a form that does not show them leaves them alone).
   */
  rulesText: storableText().trim().max(MAX_LAB_RULES_LENGTH).optional(),
});
export type LabUpdate = z.infer<typeof labUpdate>;

/** POST Loaners/Loaner/rules and POST Loaners/{id}/rules: the version of the rules accepted, the current one. */
export const rulesAcceptance = z.object({ version: rowId });
export type RulesAcceptance = z.infer<typeof rulesAcceptance>;
