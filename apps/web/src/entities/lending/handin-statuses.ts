import { type ComponentStatus, manuallySettableStatuses } from '@labstock/shared';

/** The statuses a Clerk may hand a component in as (spec §4: not Loaned nor ReservedLoaner), in status order. */
export const handinStatuses: readonly ComponentStatus[] = [...manuallySettableStatuses].sort((a, b) => a - b);
