import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface SignedOutScreenProps {
  onSignIn(): void;
}

/** /login after Log out: says so and waits for the user to sign in again, instead of starting a sign-in itself. */
export function SignedOutScreen({ onSignIn }: SignedOutScreenProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ maxWidth: 480, mx: 'auto', mt: 4, alignItems: 'flex-start' }}>
      <Typography variant="h5" component="h1">
        {t('You are signed out')}
      </Typography>
      <Button variant="contained" onClick={onSignIn}>
        {t('Sign in')}
      </Button>
    </Stack>
  );
}
