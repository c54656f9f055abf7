import { ComponentStatus } from '@labstock/shared';
import { Chip, type ChipProps } from '@mui/material';
import { componentStatusName } from '../../../lib/status-names';

const colours: Record<ComponentStatus, ChipProps['color']> = {
  [ComponentStatus.Available]: 'success',
  [ComponentStatus.ReservedLoaner]: 'info',
  [ComponentStatus.ReservedAdmin]: 'default',
  [ComponentStatus.Loaned]: 'primary',
  [ComponentStatus.Defect]: 'warning',
  [ComponentStatus.Trashed]: 'error',
  [ComponentStatus.Lost]: 'error',
  [ComponentStatus.NeverReturned]: 'error',
};

/** A component's status by name; the colour only repeats it. */
export function ComponentStatusChip({ status }: { status: ComponentStatus }) {
  return <Chip label={componentStatusName(status)} color={colours[status]} size="small" variant="outlined" />;
}
