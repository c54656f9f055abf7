/** Validation rules of spec §5, shared by the web forms and the server. */

const PHONE_PATTERN = /^(\d{8}|\+\d{10})$/;
/**
 * One mailbox as SMTP takes it (RFC 5321 Mailbox, the dot-atom form of RFC 5322's addr-spec): a local part of
 * atext runs joined by single dots, an @, and a domain of two or more host-name labels. Nothing else: no display
 * name ("Evil" <…>), no second address (a@x, b@y), no quotes, comments, spaces or line breaks, any of which
 * would let one stored address send the lab's mail to strangers.
 */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL_PATTERN = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`);
const EMAIL_MAX = 254;
const LOCAL_PART_MAX = 64;

export const PHONE_HELPER_TEXT = 'Phone number with or without a country code (e.g. 12345678 or +4512345678)';

/** Phone: spaces ignored; exactly 8 digits, or a plus sign followed by exactly 10 digits. */
export function isValidPhone(value: string | null | undefined): boolean {
  if (!value) return false;
  return PHONE_PATTERN.test(value.replace(/ /g, ''));
}

/** Exactly one e-mail address, as it is (forms trim before asking). */
export function isValidEmail(value: string | null | undefined): boolean {
  if (!value || value.length > EMAIL_MAX) return false;
  return EMAIL_PATTERN.test(value) && value.indexOf('@') <= LOCAL_PART_MAX;
}

/** The AU id typed in the loaner lookup gets the 'au' prefix when it is missing. */
export function withAuPrefix(value: string): string {
  const trimmed = value.trim();
  return trimmed.toLowerCase().startsWith('au') ? trimmed : `au${trimmed}`;
}

/** The AU id of a sign-in account is the part of its username before the @. */
export function auIdFromUsername(username: string): string {
  const at = username.indexOf('@');
  return (at === -1 ? username : username.slice(0, at)).trim().toLowerCase();
}

export const WEB_ADDRESS_MESSAGE = 'Enter a web address that starts with http:// or https://';

/**
 * A link the lab stores and shows (wiki, datasheet): an absolute http(s) address with a host. javascript:,
 * data:, file: and every other scheme are refused, so no stored link runs or opens anything but a web page.
 */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}
