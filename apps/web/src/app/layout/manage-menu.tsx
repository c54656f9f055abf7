import { Badge, Box, Button, Divider, Menu, MenuItem, type SxProps, type Theme } from '@mui/material';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePendingExtensionCount } from '../../api/extensions/get-pending-extension-count';
import { forScreenReaders } from '../../components/for-screen-readers';
import { useAuth } from '../../lib/auth/use-auth';

const HandinDateDialog = lazy(() =>
  import('../../features/handin-date/handin-date-dialog').then((module) => ({ default: module.HandinDateDialog })),
);

interface ManageLink {
  to: string;
  label: string;
  /** How many items there wait for the user, shown as a badge. */
  waiting?: number;
}

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
  // The requests waiting for a decision: a badge on the menu and on its item, said as their description.
  const waiting = usePendingExtensionCount(isAdmin || isClerk).data ?? 0;
  const waitingId = useId();
  const waitingDescription = waiting > 0 ? waitingId : undefined;
  const bookingsLink: ManageLink = { to: '/Bookings', label: t('Bookings') };
  const extensionsLink: ManageLink = { to: '/Extensions', label: t('Extension requests'), waiting };
  // Both lists let an Admin in too; one who is also a Clerk finds them in the Clerk group below.
  const sharedLinks = [bookingsLink, extensionsLink];
  const clerkLinks: ManageLink[] = [
    { to: '/Reservations', label: t('Reservations') },
    { to: '/Loans', label: t('Loans') },
    // Beyond the spec's two Clerk items, so they come after them.
    { to: '/Counter', label: t('Counter') },
    ...sharedLinks,
  ];
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [handinDateOpen, setHandinDateOpen] = useState(false);
  const menuId = useId();
  if (!isAdmin && !isClerk) return null;

  const close = () => setAnchor(null);
  const link = ({ to, label, waiting: count = 0 }: ManageLink) => (
    <MenuItem
      key={to}
      component={Link}
      to={to}
      onClick={close}
      aria-describedby={count > 0 ? waitingDescription : undefined}
    >
      {label}
      {count > 0 && (
        <CountBadge count={count} sx={{ ml: 3, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }} />
      )}
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
        aria-describedby={waitingDescription}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <CountBadge count={waiting}>{t('Manage')}</CountBadge>
      </Button>
      {waiting > 0 && (
        <Box component="span" id={waitingId} sx={forScreenReaders}>
          {t('{{count}} extension request(s) wait for a decision', { count: waiting })}
        </Box>
      )}
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {isAdmin && [
          ...adminLinks.map(link),
          <MenuItem key="handin-date" onClick={openHandinDate}>
            {t('Handin Date')}
          </MenuItem>,
          ...adminLinksAfterHandinDate.map(link),
          ...(isClerk ? [] : sharedLinks.map(link)),
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

/** A count as a badge, for the eye only: the control's description says it in words. */
function CountBadge({ count, children, sx }: { count: number; children?: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Badge badgeContent={count} max={99} color="secondary" sx={sx} slotProps={{ badge: { 'aria-hidden': true } }}>
      {children}
    </Badge>
  );
}
