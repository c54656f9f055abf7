import type { RepairNote } from '@labstock/shared';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { personText } from '../../../entities/activity/describe-activity';
import { formatDateTime } from '../../../lib/dates';

/** What Clerks and Admins wrote on the ticket, in the order they wrote it. */
export function RepairNotes({ notes }: { notes: readonly RepairNote[] }) {
  const { t } = useTranslation();
  if (notes.length === 0) return <Typography color="text.secondary">{t('No notes yet.')}</Typography>;
  return (
    <List dense disablePadding>
      {notes.map((note, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: notes are never changed or removed, so a place is one note.
        <ListItem key={index} disableGutters>
          <ListItemText
            primary={note.text}
            secondary={t('{{who}}, {{when}}', {
              who: note.actor ? personText(note.actor) : t('Unknown'),
              when: formatDateTime(note.createdAt),
            })}
            slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
