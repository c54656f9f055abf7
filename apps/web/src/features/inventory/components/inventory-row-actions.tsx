import { type Component, ComponentStatus } from '@labstock/shared';
import { Stack } from '@mui/material';
import { ReportFaultButton } from '../../../entities/fault/report-fault-button';
import { useAuth } from '../../../lib/auth/use-auth';
import { DeleteComponentButton } from './delete-component-button';
import { EditComponentButton } from './edit-component-button';
import { HandoutButton } from './handout-button';
import { RecordCalibrationAction } from './record-calibration-action';

export interface InventoryRowActionsProps {
  component: Component;
  componentTypeName: string;
}

/**
 * What the user's roles allow on one component: anyone signed in reports a fault, Clerks hand out available ones,
 * Admins edit and delete.
 */
export function InventoryRowActions({ component, componentTypeName }: InventoryRowActionsProps) {
  const { isAdmin, isClerk } = useAuth();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {isClerk && component.status === ComponentStatus.Available && (
        <HandoutButton component={component} componentTypeName={componentTypeName} />
      )}
      <ReportFaultButton unit={{ ...component, componentTypeName }} />
      <RecordCalibrationAction component={component} componentTypeName={componentTypeName} />
      {isAdmin && <EditComponentButton component={component} />}
      {isAdmin && <DeleteComponentButton component={component} />}
    </Stack>
  );
}
