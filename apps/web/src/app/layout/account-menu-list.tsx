import { messages } from '@labstock/shared';
import { Divider, Menu, MenuItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEnvironment } from '../../api/environment/get-environment';
import { useAuth } from '../../lib/auth/use-auth';
import { LanguageMenuItems } from './language-menu-items';
import { ThemeMenuItems } from './theme-menu-items';

export interface AccountMenuListProps {
  id: string;
  /** The account button while the menu is open. */
  anchor: HTMLElement | null;
  onClose(): void;
}

/** Spec §2: Profile; My reservations and My loans (Loaner only); the theme; the language; Log out; environment and version. */
export function AccountMenuList({ id, anchor, onClose }: AccountMenuListProps) {
  const { t } = useTranslation();
  const { isLoaner, roles, signOut } = useAuth();
  const environment = useEnvironment(roles.length > 0);
  return (
    // variant menu: the focus starts on Profile, not on the chosen theme.
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} variant="menu">
      <MenuItem component={Link} to="/Profile" onClick={onClose}>
        {t('Profile')}
      </MenuItem>
      {isLoaner && [
        <MenuItem key="reservations" component={Link} to="/UserReservations" onClick={onClose}>
          {t('My reservations')}
        </MenuItem>,
        <MenuItem key="loans" component={Link} to="/UserLoans" onClick={onClose}>
          {t('My loans')}
        </MenuItem>,
      ]}
      <Divider />
      <ThemeMenuItems onChosen={onClose} />
      <Divider />
      <LanguageMenuItems onChosen={onClose} />
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          void signOut();
        }}
      >
        {t(messages.logOut)}
      </MenuItem>
      {environment.data && [
        <Divider key="divider" />,
        // A menu holds only menu items: an inactive one, in full colour, carries the line.
        <MenuItem key="environment" disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
          <Typography variant="caption" color="text.secondary">
            {environment.data.environment} · {environment.data.version}
          </Typography>
        </MenuItem>,
      ]}
    </Menu>
  );
}
