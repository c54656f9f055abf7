import { openRepairStatuses, REPAIR_NOTE_MAX_LENGTH, RepairStatus, type RepairTicket } from '@labstock/shared';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRepair } from '../../../api/repairs/get-repair';
import { useUpdateRepair } from '../../../api/repairs/update-repair';
import { DialogForm } from '../../../components/dialog-form';
import { unitName } from '../../../entities/component/unit-name';
import { validationText } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { useNotify } from '../../../lib/notify/use-notify';
import { repairStatusName } from '../../../lib/status-names';
import { formatCost, parseCost } from '../cost';
import { FaultReports } from './fault-reports';
import { RepairNotes } from './repair-notes';
import { RepairSteps } from './repair-steps';

export interface RepairTicketDialogProps {
  /** The ticket's row of the list; the dialog asks the server for it again. */
  listed: RepairTicket;
  onClose(): void;
}

/**
 * One ticket: its fault reports and notes, and while it is open a note and a cost to save, and its next steps. A
 * step sends the note and the cost along, so that a repair closed with a last word keeps it. The list holds the
 * dialog: a refusal stays on screen when a step takes the ticket off the list.
 */
export function RepairTicketDialog({ listed, onClose }: RepairTicketDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const ticket = useRepair(listed).data ?? listed;
  const update = useUpdateRepair(ticket.component.componentTypeId);
  const titleId = useId();
  const [note, setNote] = useState('');
  const [costText, setCostText] = useState(formatCost(ticket.cost));
  const [tried, setTried] = useState(false);
  const costRef = useRef<HTMLInputElement>(null);
  const unit = unitName(ticket.component);
  const open = openRepairStatuses.includes(ticket.status);
  const cost = parseCost(costText);
  const costInvalid = 'invalid' in cost;
  const newNote = note.trim();
  const changedCost = !costInvalid && cost.cost !== ticket.cost ? { cost: cost.cost } : {};
  const changes = { ...(newNote ? { note: newNote } : {}), ...changedCost };
  // Save stays enabled for a cost that is not one: clicking it says at the field what is wrong.
  const nothingToSave = !costInvalid && Object.keys(changes).length === 0;

  /** The note and the cost as the server takes them; null (the focus on the cost) when the cost is not one. */
  const checkedChanges = () => {
    if (!costInvalid) return changes;
    setTried(true);
    costRef.current?.focus();
    return null;
  };

  const send = (body: typeof changes & { status?: RepairStatus }, done: () => void) =>
    update.mutate(
      { repairTicketId: ticket.repairTicketId, ...body },
      {
        onSuccess: (saved) => {
          setNote('');
          setCostText(formatCost(saved.cost));
          done();
        },
      },
    );

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = checkedChanges();
    if (body) send(body, () => notify(t('The repair ticket of {{unit}} was saved.', { unit }), 'success'));
  };

  const step = (to: RepairStatus) => {
    const body = checkedChanges();
    if (!body) return;
    send({ ...body, status: to }, () => {
      if (to === RepairStatus.InRepair) {
        notify(t('The repair of {{unit}} has started.', { unit }), 'success');
        return;
      }
      notify(
        to === RepairStatus.Fixed
          ? t('{{unit}} is fixed and can be lent again.', { unit })
          : t('{{unit}} was scrapped and is trashed.', { unit }),
        'success',
      );
      onClose();
    });
  };

  return (
    <Dialog open onClose={update.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('Repair ticket')}</DialogTitle>
      <DialogForm onSubmit={save}>
        <DialogContent>
          <Stack spacing={2}>
            <Typography>
              {t('{{unit}}: {{status}}, opened {{opened}}', {
                unit,
                status: repairStatusName(ticket.status),
                opened: formatDate(ticket.openedAt),
              })}
              {ticket.closedAt && ` · ${t('closed {{closed}}', { closed: formatDate(ticket.closedAt) })}`}
              {!open && ticket.cost !== null && ` · ${t('cost {{cost}}', { cost: formatCost(ticket.cost) })}`}
            </Typography>
            <Box component="section" aria-labelledby={`${titleId}-faults`}>
              <Typography id={`${titleId}-faults`} component="h3" variant="subtitle1">
                {t('Fault reports')}
              </Typography>
              <FaultReports faults={ticket.faults} />
            </Box>
            <Box component="section" aria-labelledby={`${titleId}-notes`}>
              <Typography id={`${titleId}-notes`} component="h3" variant="subtitle1">
                {t('Notes')}
              </Typography>
              <RepairNotes notes={ticket.notes} />
            </Box>
            {open && (
              <>
                <TextField
                  label={t('Add note')}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  multiline
                  minRows={2}
                  slotProps={{ htmlInput: { maxLength: REPAIR_NOTE_MAX_LENGTH } }}
                />
                <TextField
                  label={t('Cost')}
                  value={costText}
                  onChange={(event) => setCostText(event.target.value)}
                  inputRef={costRef}
                  error={tried && costInvalid}
                  helperText={
                    tried && costInvalid
                      ? t('Give the cost as a number with at most two decimals.')
                      : t("In the lab's currency; leave it empty for none.")
                  }
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  sx={{ maxWidth: 240 }}
                />
              </>
            )}
            {update.error && <Alert severity="error">{validationText(update.error)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <RepairSteps status={ticket.status} unit={unit} busy={update.isPending} onStep={step} />
          <Stack direction="row" spacing={1}>
            <Button onClick={onClose} disabled={update.isPending}>
              {t('Close')}
            </Button>
            {open && (
              <Button type="submit" variant="contained" disabled={update.isPending || nothingToSave}>
                {t('Save')}
              </Button>
            )}
          </Stack>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
