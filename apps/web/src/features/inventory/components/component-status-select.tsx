import { type ComponentStatus, flowOwnedStatuses, manuallySettableStatuses } from '@labstock/shared';
import { FormControl, FormHelperText, InputLabel, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { componentStatusName } from '../../../lib/status-names';

export interface ComponentStatusSelectProps {
  value: ComponentStatus;
  onChange(status: ComponentStatus): void;
  /** The component's status before this edit; none for a new component. */
  currentStatus?: ComponentStatus;
}

/**
 * Spec §4: an Admin sets Available, Defect, Lost, NeverReturned, ReservedAdmin or Trashed by hand;
 * a component reserved by a loaner or on loan belongs to that flow, so every option is disabled.
 */
export function ComponentStatusSelect({ value, onChange, currentStatus }: ComponentStatusSelectProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const helperId = useId();
  const locked = currentStatus !== undefined && flowOwnedStatuses.includes(currentStatus);
  // The current status stays listed so the field can show it, even when it cannot be chosen by hand.
  const options =
    currentStatus === undefined || manuallySettableStatuses.includes(currentStatus)
      ? manuallySettableStatuses
      : [currentStatus, ...manuallySettableStatuses];
  return (
    <FormControl required fullWidth>
      <InputLabel id={labelId}>{t('Status')}</InputLabel>
      <Select<ComponentStatus>
        labelId={labelId}
        label={t('Status')}
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as ComponentStatus)}
        aria-describedby={locked ? helperId : undefined}
      >
        {options.map((status) => (
          <MenuItem key={status} value={status} disabled={locked || !manuallySettableStatuses.includes(status)}>
            {componentStatusName(status)}
          </MenuItem>
        ))}
      </Select>
      {locked && (
        <FormHelperText id={helperId}>
          {t('Reserved and loaned components change status by hand-out and hand-in')}
        </FormHelperText>
      )}
    </FormControl>
  );
}
