import { Button, Divider, Menu, MenuItem } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';

const HandinDateDialog = lazy(() =>
  import('../../features/handin-date/handin-date-dialog').then((module) => ({ default: module.HandinDateDialog })),
);

const adminLinks = [
  { to: '/Users', label: 'Users' },
  { to: '/Categories', label: 'Categories' },
] as const;
const adminLinksAfterHandinDate = [
  { to: '/Emails', label: 'Emails' },
  { to: '/Statistics', label: 'Statistics' },
  // Beyond the spec's five Admin items, so it comes after them.
  { to: '/Activity', label: 'Activity' },
] as const;
const clerkLinks = [
  { to: '/Reservations', label: 'Reservations' },
  { to: '/Loans', label: 'Loans' },
] as const;

/** Spec §2: the Manage menu, for Admins and Clerks only; a user with both roles sees both groups. */
export function ManageMenu() {
  const { isAdmin, isClerk } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [handinDateOpen, setHandinDateOpen] = useState(false);
  const menuId = useId();
  if (!isAdmin && !isClerk) return null;

  const close = () => setAnchor(null);
  const link = ({ to, label }: { to: string; label: string }) => (
    <MenuItem key={to} component={Link} to={to} onClick={close}>
      {label}
    </MenuItem>
  );
  const openHandinDate = () => {
    close();
    setHandinDateOpen(true);
  };

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Manage
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {isAdmin && [
          ...adminLinks.map(link),
          <MenuItem key="handin-date" onClick={openHandinDate}>
            Handin Date
          </MenuItem>,
          ...adminLinksAfterHandinDate.map(link),
        ]}
        {isAdmin && isClerk && <Divider />}
        {isClerk && clerkLinks.map(link)}
      </Menu>
      {handinDateOpen && (
        <Suspense>
          <HandinDateDialog open={handinDateOpen} onClose={() => setHandinDateOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
