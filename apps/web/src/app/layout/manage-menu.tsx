import { Box, Button } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePendingExtensionCount } from '../../api/extensions/get-pending-extension-count';
import { forScreenReaders } from '../../components/for-screen-readers';
import { useAuth } from '../../lib/auth/use-auth';
import { deferredImport, useDeferredImport } from '../../lib/deferred-import';
import { CountBadge } from './count-badge';

// The menu's items, with MUI's Menu, Popover and Modal, which the first screen does not show: loaded once it has
// settled, or on the first click; the menu opens when they have.
const manageMenuList = deferredImport(() => import('./manage-menu-list').then((module) => module.ManageMenuList));

const HandinDateDialog = lazy(() =>
  import('../../features/handin-date/handin-date-dialog').then((module) => ({ default: module.HandinDateDialog })),
);

const LabSettingsDialog = lazy(() =>
  import('../../features/lab-settings/lab-settings-dialog').then((module) => ({ default: module.LabSettingsDialog })),
);

/** Spec §2: the Manage button of the top bar and its menu (ManageMenuList), for Admins and Clerks only. */
export function ManageMenu() {
  const { isAdmin, isClerk } = useAuth();
  // Nothing of the menu for anyone else: neither its count nor its code.
  return isAdmin || isClerk ? <StaffManageMenu /> : null;
}

function StaffManageMenu() {
  const { t } = useTranslation();
  // The requests waiting for a decision: a badge on the menu and on its item, said as their description.
  const pending = usePendingExtensionCount().data;
  const waiting = pending?.count ?? 0;
  const waitingId = useId();
  const waitingDescription = waiting > 0 ? waitingId : undefined;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [handinDateOpen, setHandinDateOpen] = useState(false);
  const [labSettingsOpen, setLabSettingsOpen] = useState(false);
  const { value: ManageMenuList, loadNow } = useDeferredImport(manageMenuList);
  const menuId = useId();

  const close = () => setAnchor(null);
  const openHandinDate = () => {
    close();
    setHandinDateOpen(true);
  };
  const openLabSettings = () => {
    close();
    setLabSettingsOpen(true);
  };

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        aria-describedby={waitingDescription}
        onClick={(event) => {
          loadNow();
          setAnchor(event.currentTarget);
        }}
      >
        <CountBadge count={waiting}>{t('Manage')}</CountBadge>
      </Button>
      {waiting > 0 && (
        <Box component="span" id={waitingId} sx={forScreenReaders}>
          {pending?.more
            ? t('More than {{total, number}} extension requests wait for a decision', { total: waiting })
            : t('{{count}} extension request(s) wait for a decision', { count: waiting })}
        </Box>
      )}
      {ManageMenuList && (
        <ManageMenuList
          id={menuId}
          anchor={anchor}
          onClose={close}
          onHandinDate={openHandinDate}
          onLabSettings={openLabSettings}
          waiting={waiting}
          waitingDescription={waitingDescription}
        />
      )}
      {handinDateOpen && (
        <Suspense>
          <HandinDateDialog open={handinDateOpen} onClose={() => setHandinDateOpen(false)} />
        </Suspense>
      )}
      {labSettingsOpen && (
        <Suspense>
          <LabSettingsDialog onClose={() => setLabSettingsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
