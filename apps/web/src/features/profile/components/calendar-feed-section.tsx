import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, LinearProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { type FocusEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarFeed } from '../../../api/calendar-feed/get-calendar-feed';
import { useRenewCalendarFeed } from '../../../api/calendar-feed/renew-calendar-feed';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorText } from '../../../lib/api-error';
import { useNotify } from '../../../lib/notify/use-notify';

/** How long "Copied" stays after a copy. */
const COPIED_MS = 4000;

/**
 * The profile's "Calendar feed": the private address a calendar app subscribes to for the user's bookings and
 * return dates, to copy, and to renew when it has leaked.
 */
export function CalendarFeedSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const feed = useCalendarFeed();
  const renewal = useRenewCalendarFeed();
  const notify = useNotify();
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (a browser's refusal, plain http): the field stays there to copy by hand.
      notify(t('Could not copy the address: select it and copy it yourself.'), 'error');
    }
  };

  const renew = () =>
    renewal.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setCopied(false);
        notify(t('Your calendar feed has a new address. Add it to your calendar again.'), 'success');
      },
      onError: (error) => {
        setConfirming(false);
        notify(`${t('Could not renew the address: ')}${errorText(error)}`, 'error');
      },
    });

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 3, mt: 4, maxWidth: 720 }}>
      <Typography variant="h5" component="h2" id={headingId} gutterBottom>
        {t('Calendar feed')}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {t(
          'Subscribe to this private address in your own calendar app, and your bookings and return dates show up there.',
        )}
      </Typography>
      {feed.isPending && <LinearProgress aria-label={t('Loading the calendar feed')} />}
      {feed.isError && (
        <Alert severity="error">{`${t('Could not fetch the calendar feed: ')}${errorText(feed.error)}`}</Alert>
      )}
      {feed.data && (
        <>
          <TextField
            label={t('Calendar feed address')}
            value={feed.data.url}
            fullWidth
            helperText={t('Anyone who has this address can see your bookings and return dates.')}
            slotProps={{ input: { readOnly: true }, htmlInput: { onFocus: selectAll } }}
          />
          <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button
              variant="contained"
              startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
              onClick={() => void copy(feed.data.url)}
            >
              {t('Copy')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
              {t('Renew address')}
            </Button>
            <Box role="status" sx={{ color: 'success.main', fontWeight: 500 }}>
              {copied ? t('Copied') : ''}
            </Box>
          </Stack>
          <ConfirmDialog
            open={confirming}
            title={t('Renew address')}
            text={t(
              'Your calendar feed gets a new address, and the old one stops working at once: every calendar that uses it must be given the new one.',
            )}
            confirmLabel={t('Renew address')}
            busy={renewal.isPending}
            onConfirm={renew}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
    </Paper>
  );
}

/** The whole address at once, ready to copy by hand. */
function selectAll(event: FocusEvent<HTMLInputElement>) {
  event.currentTarget.select();
}
