import CheckIcon from '@mui/icons-material/Check';
import SortIcon from '@mui/icons-material/Sort';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InventorySort } from '../../../api/components/keys';

export interface InventorySortMenuProps {
  value: InventorySort;
  onChange(sortBy: InventorySort): void;
}

/** 'Sort By': by component number (Default) or by status, ascending (spec §4). */
export function InventorySortMenu({ value, onChange }: InventorySortMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const options: { value: InventorySort; label: string }[] = [
    { value: 'default', label: t('Default') },
    { value: 'status', label: t('Status') },
  ];
  const choose = (sortBy: InventorySort) => {
    setAnchor(null);
    onChange(sortBy);
  };
  return (
    <>
      <Button
        startIcon={<SortIcon />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0 }}
      >
        {t('Sort By')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {options.map((option) => (
          <MenuItem
            key={option.value}
            role="menuitemradio"
            aria-checked={option.value === value}
            selected={option.value === value}
            onClick={() => choose(option.value)}
          >
            <ListItemIcon>{option.value === value && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText primary={option.label} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
