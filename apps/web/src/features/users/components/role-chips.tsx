import type { Role, RoleName } from '@labstock/shared';
import { Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '../../../entities/loaner/role-label';

export interface RoleChipsProps {
  roles: readonly Pick<Role, 'name'>[];
  /** Those of the roles the organisation's sign-in gives: marked so. */
  fromOrganisation?: readonly RoleName[];
}

export function RoleChips({ roles, fromOrganisation = [] }: RoleChipsProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {roles.map((role) =>
        fromOrganisation.includes(role.name) ? (
          <Chip
            key={role.name}
            label={t('{{role}} (from the organisation)', { role: roleLabel(role.name) })}
            size="small"
            variant="outlined"
          />
        ) : (
          <Chip key={role.name} label={roleLabel(role.name)} size="small" />
        ),
      )}
    </Stack>
  );
}
