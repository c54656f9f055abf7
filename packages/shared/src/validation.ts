/** Validation rules of spec §5, shared by the web forms and the server. */

const PHONE_PATTERN = /^(\d{8}|\+\d{10})$/;
/** A basic address pattern: something@something.something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const PHONE_HELPER_TEXT = 'Phone number with or without a country code (e.g. 12345678 or +4512345678)';

/** Phone: spaces ignored; exactly 8 digits, or a plus sign followed by exactly 10 digits. */
export function isValidPhone(value: string | null | undefined): boolean {
  if (!value) return false;
  return PHONE_PATTERN.test(value.replace(/ /g, ''));
}

export function isValidEmail(value: string | null | undefined): boolean {
  if (!value) return false;
  return EMAIL_PATTERN.test(value.trim());
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
