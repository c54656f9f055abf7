import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentType, MAX_STOCK, type StockMovement, stockProblem } from '@labstock/shared';
import { Alert, Dialog, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  type StockAction,
  type StockMovementBodies,
  useRecordStockMovement,
} from '../../../api/stock/record-stock-movement';
import { DialogForm } from '../../../components/dialog-form';
import { FormDialogActions } from '../../../components/form-dialog-actions';
import { stockAmount } from '../../../entities/component-type/stock-amount';
import { i18n } from '../../../i18n/i18n';
import { ApiError, validationText } from '../../../lib/api-error';
import { useNotify } from '../../../lib/notify/use-notify';
import { useSmallScreen } from '../../../lib/use-small-screen';

/** The server keeps 500 characters of a note. */
const MAX_NOTE_LENGTH = 500;

interface StockForm {
  quantity: number;
  note: string;
}

export interface StockMovementDialogProps<Action extends StockAction> {
  componentType: ComponentType;
  action: Action;
  title: string;
  /** Says what the dialog records, above the fields. */
  intro: string;
  quantityLabel: string;
  /** The least quantity: 1 to take or receive, 0 for a stocktake of an empty shelf. */
  min: 0 | 1;
  /** The most that may be asked for (the stock, to take from it). */
  max?: number;
  noteLabel: string;
  /** What an empty required note is told; an optional note has none. */
  noteRequired?: string;
  body(values: StockForm): StockMovementBodies[Action];
  successText(movement: StockMovement): string;
  onClose(): void;
}

function stockForm({
  min,
  max,
  noteRequired,
  componentType,
}: Pick<StockMovementDialogProps<StockAction>, 'min' | 'max' | 'noteRequired' | 'componentType'>) {
  const most = max ?? MAX_STOCK;
  return z.object({
    quantity: z
      .number({ error: () => i18n.t('Enter an amount') })
      .int({ error: () => i18n.t('Enter a whole number') })
      .min(min, { error: () => i18n.t('Enter at least {{min}}', { min }) })
      .max(most, {
        error: () =>
          max === undefined
            ? i18n.t('Enter at most {{max}}', { max: most })
            : i18n.t('Only {{amount}} in stock', { amount: stockAmount(most, componentType) }),
      }),
    note: noteRequired
      ? z
          .string()
          .trim()
          .min(1, { error: () => noteRequired })
      : z.string().trim(),
  });
}

/**
 * A 409 over stock names how much is left: said in the user's language with the same words as the server's
 * English. Any other refusal is the server's own text.
 */
function refusalText(error: unknown, componentType: ComponentType): string {
  const refusal = error instanceof ApiError ? stockProblem.safeParse(error.body) : undefined;
  const available = refusal?.success ? refusal.data.available : undefined;
  if (available === undefined) return validationText(error);
  return i18n.t('Not enough in stock: only {{amount}} left.', { amount: stockAmount(available, componentType) });
}

/** One movement of a consumable's stock: a quantity and a note, sent, announced and closed. */
export function StockMovementDialog<Action extends StockAction>(props: StockMovementDialogProps<Action>) {
  const { componentType, action, title, intro, quantityLabel, min, noteLabel, noteRequired, onClose } = props;
  const titleId = useId();
  const smallScreen = useSmallScreen();
  const notify = useNotify();
  const movement = useRecordStockMovement(componentType.componentTypeId, action);
  const { register, handleSubmit, formState } = useForm<StockForm>({
    resolver: zodResolver(stockForm(props)),
    defaultValues: { note: '' },
  });

  const send = handleSubmit((values) =>
    movement.mutate(props.body(values), {
      onSuccess: (recorded) => {
        notify(props.successText(recorded), 'success');
        onClose();
      },
    }),
  );

  const close = movement.isPending ? undefined : onClose;
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs" fullScreen={smallScreen}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogForm onSubmit={send}>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{intro}</DialogContentText>
            <TextField
              label={quantityLabel}
              type="number"
              required
              autoFocus
              {...register('quantity', { valueAsNumber: true })}
              error={Boolean(formState.errors.quantity)}
              helperText={formState.errors.quantity?.message ?? componentType.stockUnit ?? undefined}
              slotProps={{ htmlInput: { min, max: props.max, inputMode: 'numeric' } }}
            />
            <TextField
              label={noteLabel}
              required={Boolean(noteRequired)}
              {...register('note')}
              error={Boolean(formState.errors.note)}
              helperText={formState.errors.note?.message}
              slotProps={{ htmlInput: { maxLength: MAX_NOTE_LENGTH } }}
            />
            {movement.error && (
              <Alert severity="error" role="alert">
                {refusalText(movement.error, componentType)}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={movement.isPending} />
      </DialogForm>
    </Dialog>
  );
}
