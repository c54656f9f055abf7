import { messages, TOKEN_ERROR_BUTTONS_DELAY_MS } from '@labstock/shared';
import { Alert, AlertTitle, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tokenFailureText } from '../token-failure-text';

export interface TokenFetchScreenProps {
  /** Set when the token fetch failed. */
  error: unknown;
  onRefresh(): void;
  onSignOut(): void;
}

/** Spec §2: 'Fetching token...' while it runs; on failure the error, and after 2 s the way out. */
export function TokenFetchScreen({ error, onRefresh, onSignOut }: TokenFetchScreenProps) {
  const { t } = useTranslation();
  const [showButtons, setShowButtons] = useState(false);
  const failed = error !== undefined;

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => setShowButtons(true), TOKEN_ERROR_BUTTONS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [failed]);

  if (!failed) {
    return (
      <Box sx={{ maxWidth: 480, mx: 'auto', mt: 4 }}>
        <Typography gutterBottom>{t(messages.fetchingToken)}</Typography>
        <LinearProgress aria-label={t(messages.fetchingToken)} />
      </Box>
    );
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 480, mx: 'auto', mt: 4 }}>
      <Alert severity="error">
        <AlertTitle>{t(messages.somethingWentWrong)}</AlertTitle>
        <Typography variant="body2" gutterBottom>
          {t(messages.tokenErrorAdvice)}
        </Typography>
        <Typography variant="body2">{tokenFailureText(error, t)}</Typography>
      </Alert>
      {showButtons && (
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={onRefresh}>
            {t(messages.refresh)}
          </Button>
          <Button variant="outlined" onClick={onSignOut}>
            {t(messages.signOut)}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
