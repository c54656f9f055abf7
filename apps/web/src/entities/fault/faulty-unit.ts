import { type ComponentStatus, outOfTheLabStatuses } from '@labstock/shared';

/** The unit a fault is reported on, as the inventory and My loans know it. */
export interface FaultyUnit {
  componentId: number;
  componentTypeName: string;
  componentNumber: number;
  status: ComponentStatus;
}

/** A unit gone from the lab (Trashed, Lost, NeverReturned) takes no report: the server refuses it. */
export const takesFaultReports = (status: ComponentStatus) => !outOfTheLabStatuses.includes(status);
