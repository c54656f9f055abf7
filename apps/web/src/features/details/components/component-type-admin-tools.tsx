import PrintIcon from '@mui/icons-material/Print';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DownloadButton } from '../../../components/download-button';

/** The Admin's tools for a type's inventory: a CSV of it, and QR labels for its components. */
export function ComponentTypeAdminTools({ componentTypeId }: { componentTypeId: number }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <DownloadButton label={t('Export CSV')} path="/export/components.csv" query={{ componentTypeId }} />
      <Button
        variant="outlined"
        startIcon={<PrintIcon />}
        component={RouterLink}
        to={`/labels?componentTypeId=${componentTypeId}`}
      >
        {t('Print labels')}
      </Button>
    </Stack>
  );
}
