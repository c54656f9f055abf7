import AddIcon from '@mui/icons-material/Add';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Box, type CloseReason, type OpenReason, SpeedDial, SpeedDialAction, SpeedDialIcon } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddComponentDialog } from './add-component-dialog';
import { AddMultipleComponentsDialog } from './add-multiple-components-dialog';

type InventoryDialog = 'one' | 'many' | null;
type DialOpenedBy = Exclude<OpenReason, 'focus'> | null;

/**
 * Opened by hovering, the dial closes when the mouse leaves. Opened by a click or a key, or clicked after the
 * hover that opened it, it stays open until the next click, Escape or the focus leaving: the mouse may then
 * wander, and a scroll that moves the dial away from under it does not close it either.
 */
function dialAfterClose(openedBy: DialOpenedBy, reason: CloseReason): DialOpenedBy {
  if (reason === 'toggle' && openedBy === 'mouseEnter') return 'toggle';
  if (reason === 'mouseLeave' && openedBy === 'toggle') return 'toggle';
  return null;
}

/** The Admin's speed dial: add one component or add several at once. */
export function InventoryActions({ componentTypeId }: { componentTypeId: number }) {
  const { t } = useTranslation();
  const [openedBy, setOpenedBy] = useState<DialOpenedBy>(null);
  const [dialog, setDialog] = useState<InventoryDialog>(null);
  const dialButton = useRef<HTMLButtonElement>(null);
  const dialogClosed = useRef(false);
  const start = (which: InventoryDialog) => {
    setOpenedBy(null);
    setDialog(which);
  };
  const finish = () => {
    dialogClosed.current = true;
    setDialog(null);
  };

  // A closing dialog gives the focus back to the action that opened it, which hides in the closed dial:
  // the dial's own button takes it instead (this runs after the dialog's restore).
  useEffect(() => {
    if (dialog !== null || !dialogClosed.current) return;
    dialogClosed.current = false;
    dialButton.current?.focus();
  }, [dialog]);
  const actions = [
    { name: t('Add component'), icon: <AddIcon />, dialog: 'one' },
    { name: t('Add multiple'), icon: <PlaylistAddIcon />, dialog: 'many' },
  ] as const;
  return (
    // Holds the dial's place in the heading row; its actions open downwards over the list.
    <Box sx={{ position: 'relative', width: 48, height: 48, flexShrink: 0 }}>
      <SpeedDial
        ariaLabel={t('Inventory actions')}
        icon={<SpeedDialIcon />}
        direction="down"
        open={openedBy !== null}
        // Not on focus: it would reopen when an add dialog hands the focus back.
        onOpen={(_event, reason) => reason !== 'focus' && setOpenedBy(reason)}
        onClose={(_event, reason) => setOpenedBy(dialAfterClose(openedBy, reason))}
        FabProps={{ size: 'small', ref: dialButton }}
        sx={{ position: 'absolute', top: 0, right: 0, alignItems: 'flex-end' }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            onClick={() => start(action.dialog)}
            slotProps={{
              tooltip: { title: action.name, open: true, placement: 'left' },
              staticTooltipLabel: { sx: { whiteSpace: 'nowrap' } },
            }}
          />
        ))}
      </SpeedDial>
      <AddComponentDialog componentTypeId={componentTypeId} open={dialog === 'one'} onClose={finish} />
      <AddMultipleComponentsDialog componentTypeId={componentTypeId} open={dialog === 'many'} onClose={finish} />
    </Box>
  );
}
