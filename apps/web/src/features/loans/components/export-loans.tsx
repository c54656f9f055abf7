import { type LoanExportScope, loanExportScopes } from '@labstock/shared';
import { MenuItem, Stack, TextField } from '@mui/material';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/download-button';

const scopeLabels = (t: TFunction): Record<LoanExportScope, string> => ({
  active: t('Active loans'),
  history: t('Returned loans'),
  all: t('All loans'),
});

/** Exports the loans of the chosen scope as CSV. */
export function ExportLoans() {
  const { t } = useTranslation();
  const [scope, setScope] = useState<LoanExportScope>('active');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('Loans to export')}
        value={scope}
        onChange={(event) => setScope(event.target.value as LoanExportScope)}
        sx={{ minWidth: 180 }}
      >
        {loanExportScopes.map((value) => (
          <MenuItem key={value} value={value}>
            {scopeLabels(t)[value]}
          </MenuItem>
        ))}
      </TextField>
      <DownloadButton label={t('Export loans')} path="/export/loans.csv" query={{ scope }} />
    </Stack>
  );
}
