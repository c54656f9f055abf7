import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { IconButton } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deferredImport, useDeferredImport } from '../../lib/deferred-import';

// The menu's items, with MUI's Menu, Popover and Modal, which the first screen does not show: loaded once it has
// settled, or on the first click; the menu opens when they have.
const accountMenuList = deferredImport(() => import('./account-menu-list').then((module) => module.AccountMenuList));

/** The account button of the top bar and its menu (AccountMenuList). */
export function AccountMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { value: AccountMenuList, loadNow } = useDeferredImport(accountMenuList);
  const menuId = useId();

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('Account')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => {
          loadNow();
          setAnchor(event.currentTarget);
        }}
      >
        <AccountCircleIcon />
      </IconButton>
      {AccountMenuList && <AccountMenuList id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
