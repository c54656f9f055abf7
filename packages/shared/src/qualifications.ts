import type { Grant } from './schemas/qualification.js';

/**
 * isGrantValidOn (the server's lending-definitions.ts) as TypeScript reads a grant (days yyyy-MM-dd; `expiresOn`
 * null: without end): it counts from the day it was granted on, and no longer on its expiry day.
 */
export const isGrantValid = (grant: Pick<Grant, 'grantedOn' | 'expiresOn'>, day: string): boolean =>
  grant.grantedOn <= day && (grant.expiresOn === null || day < grant.expiresOn);
