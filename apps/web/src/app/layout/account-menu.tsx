import { messages } from '@labstock/shared';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { Divider, IconButton, Menu, MenuItem, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { useEnvironment } from '../api/get-environment';

/** Spec §2: Profile; My reservations and My loans (Loaner only); Log out; environment and version. */
export function AccountMenu() {
  const { isLoaner, roles, signOut } = useAuth();
  const environment = useEnvironment(roles.length > 0);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Account"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircleIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={Link} to="/Profile" onClick={close}>
          Profile
        </MenuItem>
        {isLoaner && [
          <MenuItem key="reservations" component={Link} to="/UserReservations" onClick={close}>
            My reservations
          </MenuItem>,
          <MenuItem key="loans" component={Link} to="/UserLoans" onClick={close}>
            My loans
          </MenuItem>,
        ]}
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          {messages.logOut}
        </MenuItem>
        {environment.data && [
          <Divider key="divider" />,
          <Typography key="environment" component="li" variant="caption" color="text.secondary" sx={{ px: 2, py: 0.5 }}>
            {environment.data.environment} · {environment.data.version}
          </Typography>,
        ]}
      </Menu>
    </>
  );
}
