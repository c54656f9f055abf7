import { Button, Divider, Menu, MenuItem } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';

const HandinDateDialog = lazy(() =>
  import('../../features/handin-date/handin-date-dialog').then((module) => ({ default: module.HandinDateDialog })),
);

/** Spec §2: the Manage menu, for Admins and Clerks only; a user with both roles sees both groups. */
export function ManageMenu() {
  const { t } = useTranslation();
  const { isAdmin, isClerk } = useAuth();
  const adminLinks = [
    { to: '/Users', label: t('Users') },
    { to: '/Categories', label: t('Categories') },
  ];
  const adminLinksAfterHandinDate = [
    // Beyond the spec's Admin items, beside the other lending setting, the default hand-in date.
    { to: '/LendingLimits', label: t('Lending limits') },
    { to: '/Emails', label: t('Emails') },
    { to: '/Statistics', label: t('Statistics') },
    // Beyond the spec's five Admin items, so it comes after them.
    { to: '/Activity', label: t('Activity') },
  ];
  const bookingsLink = { to: '/Bookings', label: t('Bookings') };
  const clerkLinks = [
    { to: '/Reservations', label: t('Reservations') },
    { to: '/Loans', label: t('Loans') },
    // Beyond the spec's two Clerk items, so they come after them.
    { to: '/Counter', label: t('Counter') },
    bookingsLink,
  ];
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
        {t('Manage')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {isAdmin && [
          ...adminLinks.map(link),
          <MenuItem key="handin-date" onClick={openHandinDate}>
            {t('Handin Date')}
          </MenuItem>,
          ...adminLinksAfterHandinDate.map(link),
          // The route lets an Admin in too; one who is also a Clerk finds it in the Clerk group below.
          ...(isClerk ? [] : [link(bookingsLink)]),
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
