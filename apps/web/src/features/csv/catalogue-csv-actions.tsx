import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../components/download-button';
import { ImportDialog } from './components/import-dialog';

/** The Admin's CSV tools on the catalogue: export the types and the whole inventory, import either. */
export function CatalogueCsvActions() {
  const { t } = useTranslation();
  const [importing, setImporting] = useState(false);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      <DownloadButton label={t('Export types')} path="/export/component-types.csv" />
      <DownloadButton label={t('Export inventory')} path="/export/components.csv" />
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
        {t('Import')}
      </Button>
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
