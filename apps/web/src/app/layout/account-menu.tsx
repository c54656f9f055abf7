import { messages } from '@labstock/shared';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { Divider, IconButton, Menu, MenuItem, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEnvironment } from '../../api/environment/get-environment';
import { useAuth } from '../../lib/auth/use-auth';
import { LanguageMenuItems } from './language-menu-items';
import { ThemeMenuItems } from './theme-menu-items';

/** Spec §2: Profile; My reservations and My loans (Loaner only); the theme; the language; Log out; environment and version. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { isLoaner, roles, signOut } = useAuth();
  const environment = useEnvironment(roles.length > 0);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('Account')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircleIcon />
      </IconButton>
      {/* variant menu: the focus starts on Profile, not on the chosen theme. */}
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close} variant="menu">
        <MenuItem component={Link} to="/Profile" onClick={close}>
          {t('Profile')}
        </MenuItem>
        {isLoaner && [
          <MenuItem key="reservations" component={Link} to="/UserReservations" onClick={close}>
            {t('My reservations')}
          </MenuItem>,
          <MenuItem key="loans" component={Link} to="/UserLoans" onClick={close}>
            {t('My loans')}
          </MenuItem>,
        ]}
        <Divider />
        <ThemeMenuItems onChosen={close} />
        <Divider />
        <LanguageMenuItems onChosen={close} />
        <Divider />
        <MenuItem
          onClick={() => {
            close();
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
    </>
  );
}
