import {
  COMPONENT_TYPE_IMAGE_MAX_BYTES,
  faultReportFormFields as F,
  FAULT_DESCRIPTION_TOO_LONG,
  type RepairStatus,
} from '@labstock/shared';

/** Every text faults and repairs answer with (LAB.md "Faults and repairs"). */
export const repairMessages = {
  ticketNotFound: 'Repair ticket not found.',
  faultImageNotFound: 'No such photo of a fault.',
  ticketClosed: 'This repair ticket is closed: it can no longer be changed.',
  illegalStep: (from: RepairStatus, to: RepairStatus) =>
    `A repair ticket cannot go from ${from} to ${to}: it goes Open → InRepair → Fixed, or to Scrapped.`,
  imageTooLarge: `The photo must not be larger than ${COMPONENT_TYPE_IMAGE_MAX_BYTES / (1024 * 1024)} MB.`,
  severalImages: `Send at most one ${F.imageFile}.`,
  descriptionTooLong: FAULT_DESCRIPTION_TOO_LONG,
  invalidReport: (summary: string) => `The fault report is invalid. ${summary}`,
} as const;
