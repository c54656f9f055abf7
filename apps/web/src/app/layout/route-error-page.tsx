import { messages } from '@labstock/shared';
import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Spec §8: a route that fails to render shows this default page. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="error">
        <AlertTitle>{t(messages.unexpectedApplicationError)}</AlertTitle>
        {describe(error)}
      </Alert>
    </Box>
  );
}

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}
