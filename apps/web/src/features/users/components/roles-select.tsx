import { messages, RoleName } from '@labstock/shared';
import { FormControl, FormHelperText, InputLabel, LinearProgress, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoles } from '../../../api/roles/get-roles';
import { errorText } from '../../../lib/api-error';
import { useErrorNotification } from '../../../lib/notify/use-error-notification';
import { roleLabel } from '../role-label';
import { RoleChips } from './role-chips';

export interface RolesSelectProps {
  value: readonly RoleName[];
  onChange(roles: RoleName[]): void;
}

/** The Admin's roles multi-select of the edit-user dialog (spec §2, §6). */
export function RolesSelect({ value, onChange }: RolesSelectProps) {
  const { t } = useTranslation();
  const roles = useRoles();
  const labelId = useId();
  const hintId = useId();
  useErrorNotification(roles.error, (error) => `${t(messages.rolesFetchFailed)}${errorText(error)}`);

  if (roles.isPending) return <LinearProgress aria-label={t('Loading roles')} />;
  // Without the roles the user's other fields can still be saved; their roles stay as they are.
  if (roles.isError) return null;
  return (
    <FormControl fullWidth>
      <InputLabel id={labelId}>{t('Roles')}</InputLabel>
      <Select<RoleName[]>
        labelId={labelId}
        label={t('Roles')}
        multiple
        value={[...value]}
        onChange={(event) => onChange(event.target.value as RoleName[])}
        renderValue={(selected) => <RoleChips roles={selected.map((name) => ({ name }))} />}
        aria-describedby={hintId}
      >
        {roles.data.map((role) => (
          // Every user keeps the Loaner role (the server adds it back), so it cannot be taken away here.
          <MenuItem key={role.id} value={role.name} disabled={role.name === RoleName.Loaner}>
            {roleLabel(role.name)}
          </MenuItem>
        ))}
      </Select>
      <FormHelperText id={hintId}>{t('Every user keeps the Loaner role.')}</FormHelperText>
    </FormControl>
  );
}
