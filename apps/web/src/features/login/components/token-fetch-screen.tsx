import { messages, TOKEN_ERROR_BUTTONS_DELAY_MS } from '@labstock/shared';
import { Alert, AlertTitle, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { errorText } from '../../../lib/api-error';

export interface TokenFetchScreenProps {
  /** Set when the token fetch failed. */
  error: unknown;
  onRefresh(): void;
  onSignOut(): void;
}

/** Spec §2: 'Fetching token...' while it runs; on failure the error, and after 2 s the way out. */
export function TokenFetchScreen({ error, onRefresh, onSignOut }: TokenFetchScreenProps) {
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
        <Typography gutterBottom>{messages.fetchingToken}</Typography>
        <LinearProgress aria-label={messages.fetchingToken} />
      </Box>
    );
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 480, mx: 'auto', mt: 4 }}>
      <Alert severity="error">
        <AlertTitle>{messages.somethingWentWrong}</AlertTitle>
        <Typography variant="body2" gutterBottom>
          {messages.tokenErrorAdvice}
        </Typography>
        <Typography variant="body2">{errorText(error)}</Typography>
      </Alert>
      {showButtons && (
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={onRefresh}>
            {messages.refresh}
          </Button>
          <Button variant="outlined" onClick={onSignOut}>
            {messages.signOut}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
