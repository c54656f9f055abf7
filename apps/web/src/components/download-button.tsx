import { messages } from '@labstock/shared';
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorText, type QueryValue } from '../lib/api-client';
import { fetchApiFile, saveFile } from '../lib/api-download';
import { useNotify } from '../lib/notify/use-notify';
import { useSingleFlightMutation } from '../lib/use-single-flight-mutation';

export interface DownloadButtonProps {
  label: string;
  /** The API path of the file, e.g. '/export/users.csv'. */
  path: string;
  query?: Record<string, QueryValue>;
}

/** Downloads a file of the API (e.g. a CSV export); a failure is a notification. */
export function DownloadButton({ label, path, query }: DownloadButtonProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const download = useSingleFlightMutation({
    mutationFn: async () => saveFile(await fetchApiFile(path, query)),
    onError: (error) => notify(`${t(messages.unsuccessfulWith)}${errorText(error)}`, 'error'),
  });
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => download.mutate()}
      loading={download.isPending}
      sx={{ flexShrink: 0 }}
    >
      {label}
    </Button>
  );
}
