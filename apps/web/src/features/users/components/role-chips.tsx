import type { Role } from '@labstock/shared';
import { Chip, Stack } from '@mui/material';
import { roleLabel } from '../role-label';

export function RoleChips({ roles }: { roles: readonly Pick<Role, 'name'>[] }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {roles.map((role) => (
        <Chip key={role.name} label={roleLabel(role.name)} size="small" />
      ))}
    </Stack>
  );
}
