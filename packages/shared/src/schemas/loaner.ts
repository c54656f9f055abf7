import { z } from 'zod';
import { EnvironmentName, Language, RoleName } from '../enums.js';
import { messages } from '../messages.js';
import { isValidEmail, isValidPhone, PHONE_HELPER_TEXT } from '../validation.js';
import { databaseId, rowId, storableText } from './common.js';

export const role = z.object({ id: z.number().int(), name: z.enum(RoleName) });
export type Role = z.infer<typeof role>;

export const loaner = z.object({
  loanerId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  auId: z.string(),
  studentNo: z.string().nullable(),
  staffInitials: z.string().nullable(),
  mobileNo: z.string().nullable(),
  email: z.string().nullable(),
  hasOverdueLoans: z.boolean(),
  /** The language of the user's screens and e-mails. */
  language: z.enum(Language),
  roles: z.array(role),
  /**
   * Those of the roles the organisation's sign-in gives (OIDC_ROLE_MAP, LAB.md "The organisation's identity"): only
   * the sign-in gives and takes them. Given where the roles are; lending's rows leave it out.
   */
  rolesFromOrganisation: z.array(z.enum(RoleName)).optional(),
  /**
   * The latest version of the lab's rules the loaner accepted (LAB.md "Lab rules"); null: none. Given wherever one
   * loaner, or the Admin's list of them, is asked for; lending's rows leave it out, as they leave the roles empty.
   */
  rulesAcceptedVersion: z.number().int().nullable().optional(),
});
export type Loaner = z.infer<typeof loaner>;

const name = storableText().trim().max(100);
export const phoneField = z
  .string({ error: messages.mobileRequired })
  .trim()
  // abort: an empty field gets the "required" message alone, not the format message too.
  .min(1, { error: messages.mobileRequired, abort: true })
  .max(30)
  .refine(isValidPhone, PHONE_HELPER_TEXT);
/** The OpenAPI document's word for the rule of `isValidEmail` (an RFC 5321 mailbox). */
const emailFormat = { format: 'email', description: 'Exactly one address: no display name, no list' };
const emailField = storableText({ error: messages.emailRequired })
  .trim()
  .min(1, { error: messages.emailRequired, abort: true })
  .refine(isValidEmail, messages.emailInvalid)
  .meta(emailFormat);
/** An e-mail the edit dialog may leave empty (none); one it sends is checked as at registration. */
export const optionalEmailField = storableText()
  .trim()
  .refine((value) => value === '' || isValidEmail(value), messages.emailInvalid)
  .meta({ ...emailFormat, description: `${emailFormat.description}; empty for none` })
  .nullish();
const studentNoOrInitials = storableText({ error: messages.studentNoRequired })
  .trim()
  .min(1, messages.studentNoRequired)
  .max(30);

/** The missing-information form (first login). Name and AuId come from the sign-in account. */
export const registerForm = z.object({
  studentNo: studentNoOrInitials,
  mobileNo: phoneField,
  email: emailField,
});
export type RegisterForm = z.infer<typeof registerForm>;

export const registerRequest = z.object({
  firstName: name.optional(),
  lastName: name.optional(),
  auId: storableText().trim().max(50).optional(),
  studentNo: studentNoOrInitials,
  staffInitials: storableText().trim().max(30).nullish(),
  mobileNo: phoneField,
  email: emailField,
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/**
 * PUT Loaners: the full loaner. The dialog checks only the phone (spec §5); the server also checks the e-mail,
 * which every notice is sent to. Roles are honoured only from an Admin. The language is not part of it (a sent
 * one is dropped): the user sets their own with PUT Loaners/Loaner/language.
 */
export const loanerUpdate = z.object({
  loanerId: rowId,
  firstName: name.optional(),
  lastName: name.optional(),
  auId: storableText().max(50).optional(),
  studentNo: storableText().trim().max(30).nullish(),
  staffInitials: storableText().trim().max(30).nullish(),
  mobileNo: phoneField,
  email: optionalEmailField,
  hasOverdueLoans: z.boolean().optional(),
  roles: z.array(role.pick({ name: true }).extend({ id: z.number().int().optional() })).optional(),
});
export type LoanerUpdate = z.infer<typeof loanerUpdate>;

/** PUT Loaners/Loaner/language: the signed-in user's own language. */
export const languageUpdate = z.object({ language: z.enum(Language) });
export type LanguageUpdate = z.infer<typeof languageUpdate>;

/** GET Loaners/{id} and DELETE Loaners/{id} use `idParam`; the roles of one loaner name it loanerId. */
export const loanerIdParam = z.object({ loanerId: databaseId });

/** GET Loaners/auid/{auId}: the server adds the 'au' prefix when it is missing, as the lookup form does. */
export const auIdParam = z.object({ auId: storableText().trim().min(1, messages.auIdRequired).max(50) });

export const tokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponse>;

/** Claims of the product token the server issues. */
/** Claims the database could not look up (a NUL in them) make no token of ours: 401, not a failed query. */
export const productTokenClaims = z.object({
  sub: storableText(),
  auId: storableText(),
  role: z.array(z.enum(RoleName)),
  exp: z.number(),
});
export type ProductTokenClaims = z.infer<typeof productTokenClaims>;

/** GET auth/config: what the web app's OpenID client needs to sign in with the configured provider. */
export const authConfig = z.object({
  /** The issuer (OpenID provider) URL. */
  authority: z.string(),
  clientId: z.string(),
  scope: z.string(),
  /**
   * Sent as the RFC 8707 `resource` in the authorize and token requests, so the access token is issued for the API;
   * absent when the issuer picks the audience from the scope (Entra ID v2) or by itself.
   */
  resource: z.string().optional(),
  /**
   * Whether the silent sign-in is tried in a hidden frame. False when the issuer forbids framing its answer
   * (Content-Security-Policy frame-ancestors, X-Frame-Options): the frame would never answer, so the popup opens at once.
   */
  silentSignInFrame: z.boolean(),
  /** The environment banner's name: the token screen shows it before anyone has signed in. */
  environment: z.enum(EnvironmentName),
});
export type AuthConfig = z.infer<typeof authConfig>;
/** What the OpenID client itself is configured with. */
export type SignInSettings = Omit<AuthConfig, 'environment'>;
