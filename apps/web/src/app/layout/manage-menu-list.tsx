import { Divider, Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { CountBadge } from './count-badge';

interface ManageLink {
  to: string;
  label: string;
  /** How many items there wait for the user, shown as a badge. */
  waiting?: number;
}

export interface ManageMenuListProps {
  id: string;
  /** The Manage button while the menu is open. */
  anchor: HTMLElement | null;
  onClose(): void;
  onHandinDate(): void;
  onLabSettings(): void;
  /** The extension requests waiting for a decision, and the id of the words that say so. */
  waiting: number;
  waitingDescription: string | undefined;
}

/** Spec §2: the Manage menu's items, for Admins and Clerks; a user with both roles sees both groups. */
export function ManageMenuList({
  id,
  anchor,
  onClose,
  onHandinDate,
  onLabSettings,
  waiting,
  waitingDescription,
}: ManageMenuListProps) {
  const { t } = useTranslation();
  const { isAdmin, isClerk } = useAuth();
  const adminLinks = [
    { to: '/Users', label: t('Users') },
    { to: '/Categories', label: t('Categories') },
    // Beyond the spec's items, beside the categories that require them (LAB.md "Qualifications").
    { to: '/Qualifications', label: t('Qualifications') },
  ];
  const adminLinksAfterHandinDate = [
    // Beyond the spec's Admin items, beside the other lending setting, the default hand-in date.
    { to: '/LendingLimits', label: t('Lending limits') },
    { to: '/Emails', label: t('Emails') },
    { to: '/Statistics', label: t('Statistics') },
    // Beyond the spec's five Admin items, so it comes after them.
    { to: '/Activity', label: t('Activity') },
  ];
  const bookingsLink: ManageLink = { to: '/Bookings', label: t('Bookings') };
  const extensionsLink: ManageLink = { to: '/Extensions', label: t('Extension requests'), waiting };
  const lowStockLink: ManageLink = { to: '/LowStock', label: t('Low stock') };
  const repairsLink: ManageLink = { to: '/Repairs', label: t('Repairs') };
  // These lists let an Admin in too; one who is also a Clerk finds them in the Clerk group below.
  const sharedLinks = [
    bookingsLink,
    extensionsLink,
    lowStockLink,
    repairsLink,
    // Beyond the spec's items: the units due for calibration (LAB.md "Calibration").
    { to: '/Calibrations', label: t('Calibration') },
    // Beyond the spec's items: the loaners' requests for a training (LAB.md "Qualifications").
    { to: '/TrainingRequests', label: t('Training requests') },
  ];
  const clerkLinks: ManageLink[] = [
    { to: '/Reservations', label: t('Reservations') },
    { to: '/Loans', label: t('Loans') },
    // Beyond the spec's two Clerk items, so they come after them.
    { to: '/Counter', label: t('Counter') },
    ...sharedLinks,
  ];

  const link = ({ to, label, waiting: count = 0 }: ManageLink) => (
    <MenuItem
      key={to}
      component={Link}
      to={to}
      onClick={onClose}
      aria-describedby={count > 0 ? waitingDescription : undefined}
    >
      {label}
      {count > 0 && (
        <CountBadge count={count} sx={{ ml: 3, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }} />
      )}
    </MenuItem>
  );

  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {isAdmin && [
        ...adminLinks.map(link),
        <MenuItem key="handin-date" onClick={onHandinDate}>
          {t('Handin Date')}
        </MenuItem>,
        ...adminLinksAfterHandinDate.map(link),
        // Beyond the spec's items: the lab's name and notice address (LAB.md "The lab's own settings").
        <MenuItem key="lab-settings" onClick={onLabSettings}>
          {t('Lab settings')}
        </MenuItem>,
        ...(isClerk ? [] : sharedLinks.map(link)),
      ]}
      {isAdmin && isClerk && <Divider />}
      {isClerk && clerkLinks.map(link)}
    </Menu>
  );
}
