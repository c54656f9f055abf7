import { messages, RoleName } from '@labstock/shared';
import { FormControl, FormHelperText, InputLabel, LinearProgress, ListItemText, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoles } from '../../../api/roles/get-roles';
import { roleLabel } from '../../../entities/loaner/role-label';
import { errorText } from '../../../lib/api-error';
import { useErrorNotification } from '../../../lib/notify/use-error-notification';
import { RoleChips } from './role-chips';

export interface RolesSelectProps {
  value: readonly RoleName[];
  /** The roles of `value` the organisation's sign-in gives: only the sign-in takes them away. */
  fromOrganisation: readonly RoleName[];
  onChange(roles: RoleName[]): void;
}

/** The Admin's roles multi-select of the edit-user dialog (spec §2, §6). */
export function RolesSelect({ value, fromOrganisation, onChange }: RolesSelectProps) {
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
        renderValue={(selected) => (
          <RoleChips roles={selected.map((name) => ({ name }))} fromOrganisation={fromOrganisation} />
        )}
        aria-describedby={hintId}
      >
        {roles.data.map((role) => {
          const organisational = fromOrganisation.includes(role.name);
          return (
            // Every user keeps the Loaner role (the server adds it back), and a role from the organisation stays
            // while the sign-in gives it: neither can be taken away here.
            <MenuItem key={role.id} value={role.name} disabled={role.name === RoleName.Loaner || organisational}>
              <ListItemText
                primary={roleLabel(role.name)}
                secondary={organisational ? t('from the organisation') : undefined}
              />
            </MenuItem>
          );
        })}
      </Select>
      <FormHelperText id={hintId}>
        {fromOrganisation.length === 0
          ? t('Every user keeps the Loaner role.')
          : t('Every user keeps the Loaner role. Roles from the organisation come and go with its sign-in.')}
      </FormHelperText>
    </FormControl>
  );
}
