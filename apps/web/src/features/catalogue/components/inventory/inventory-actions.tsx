import AddIcon from '@mui/icons-material/Add';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Box, SpeedDial, SpeedDialAction, SpeedDialIcon } from '@mui/material';
import { useState } from 'react';
import { AddComponentDialog } from './add-component-dialog';
import { AddMultipleComponentsDialog } from './add-multiple-components-dialog';

type InventoryDialog = 'one' | 'many' | null;

/** The Admin's speed dial: add one component or add several at once. */
export function InventoryActions({ componentTypeId }: { componentTypeId: number }) {
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<InventoryDialog>(null);
  const start = (which: InventoryDialog) => {
    setOpen(false);
    setDialog(which);
  };
  const actions = [
    { name: 'Add component', icon: <AddIcon />, dialog: 'one' },
    { name: 'Add multiple', icon: <PlaylistAddIcon />, dialog: 'many' },
  ] as const;
  return (
    // Holds the dial's place in the heading row; its actions open downwards over the list.
    <Box sx={{ position: 'relative', width: 48, height: 48, flexShrink: 0 }}>
      <SpeedDial
        ariaLabel="Inventory actions"
        icon={<SpeedDialIcon />}
        direction="down"
        open={open}
        // Not on focus: focus comes back to the dial when an add dialog closes, and should not reopen it.
        onOpen={(_event, reason) => reason !== 'focus' && setOpen(true)}
        onClose={() => setOpen(false)}
        FabProps={{ size: 'small' }}
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
      <AddComponentDialog componentTypeId={componentTypeId} open={dialog === 'one'} onClose={() => setDialog(null)} />
      <AddMultipleComponentsDialog
        componentTypeId={componentTypeId}
        open={dialog === 'many'}
        onClose={() => setDialog(null)}
      />
    </Box>
  );
}
