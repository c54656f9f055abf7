import { type LoanExportScope, loanExportScopes } from '@labstock/shared';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { DownloadButton } from '../../../components/download-button';

const scopeLabels: Record<LoanExportScope, string> = {
  active: 'Active loans',
  history: 'Returned loans',
  all: 'All loans',
};

/** Exports the loans of the chosen scope as CSV. */
export function ExportLoans() {
  const [scope, setScope] = useState<LoanExportScope>('active');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Loans to export"
        value={scope}
        onChange={(event) => setScope(event.target.value as LoanExportScope)}
        sx={{ minWidth: 180 }}
      >
        {loanExportScopes.map((value) => (
          <MenuItem key={value} value={value}>
            {scopeLabels[value]}
          </MenuItem>
        ))}
      </TextField>
      <DownloadButton label="Export loans" path="/export/loans.csv" query={{ scope }} />
    </Stack>
  );
}
