import {
  componentCsvColumns,
  componentTypeCsvColumns,
  type ImportKind,
  type ImportResult,
  messages,
} from '@labstock/shared';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportCsv } from '../../../api/import/import-csv';
import { errorText } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify/use-notify';
import { ImportResultView } from './import-result-view';

// The loan columns of a components export are read and left alone: the import does not list them.
const { onLoanTo: _onLoanTo, returnDate: _returnDate, ...importedComponentColumns } = componentCsvColumns;
// Nor does it set a type's stock: only stock movements do.
const { quantityInStock: _quantityInStock, ...importedTypeColumns } = componentTypeCsvColumns;

export interface ImportDialogProps {
  open: boolean;
  onClose(): void;
}

/**
 * The Admin's CSV import: choose the file and what it holds, Check (a dry run: the preview and every row's
 * errors), then Import, which is enabled only when the check found the file valid.
 */
export function ImportDialog({ open, onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  const kinds: Record<ImportKind, { label: string; columns: string[] }> = {
    'component-types': { label: t('Component types'), columns: Object.values(importedTypeColumns) },
    components: { label: t('Components'), columns: Object.values(importedComponentColumns) },
  };
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<ImportKind>('component-types');
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ImportResult | null>(null);
  const importing = useImportCsv();
  const notify = useNotify();

  const choose = (next: { kind?: ImportKind; file?: File | null }) => {
    if (next.kind) setKind(next.kind);
    if (next.file !== undefined) setFile(next.file);
    // A check holds for the file and kind it was made with.
    setChecked(null);
  };
  const close = () => {
    choose({ file: null });
    onClose();
  };
  const run = (dryRun: boolean) => {
    if (!file) return;
    importing.mutate(
      { kind, file, dryRun },
      {
        onSuccess: (result) => {
          if (dryRun || !result.valid) return setChecked(result);
          notify(`${t(messages.successfullyAdded)}: ${result.created} ${kinds[kind].label.toLowerCase()}`, 'success');
          close();
        },
        onError: (error) => notify(`${t(messages.unsuccessfulWith)}${errorText(error)}`, 'error'),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={importing.isPending ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
    >
      <DialogTitle id={titleId}>{t('Import CSV')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('The file holds')}
            value={kind}
            onChange={(event) => choose({ kind: event.target.value as ImportKind })}
            sx={{ maxWidth: 320 }}
          >
            {Object.entries(kinds).map(([value, { label }]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary">
            {t('Columns: {{columns}}. The first row holds the column names.', {
              columns: kinds[kind].columns.join(', '),
            })}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => fileInput.current?.click()}>
              {t('Choose file')}
            </Button>
            <Typography variant="body2">{file?.name ?? t('No file chosen')}</Typography>
            <input
              ref={fileInput}
              type="file"
              accept=".csv,text/csv"
              hidden
              data-testid="import-file"
              onChange={(event) => choose({ file: event.target.files?.[0] ?? null })}
            />
          </Stack>
          {checked && <ImportResultView result={checked} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={importing.isPending}>
          {t('Cancel')}
        </Button>
        <Button onClick={() => run(true)} disabled={!file} loading={importing.isPending && importing.variables?.dryRun}>
          {t('Check')}
        </Button>
        <Button
          variant="contained"
          onClick={() => run(false)}
          disabled={!checked?.valid}
          loading={importing.isPending && !importing.variables?.dryRun}
        >
          {t('Import')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
