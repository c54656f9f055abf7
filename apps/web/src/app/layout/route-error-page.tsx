import { messages } from '@labstock/shared';
import { Alert, AlertTitle, Box } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Spec §8: a route that fails to render shows this default page. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="error">
        <AlertTitle>{messages.unexpectedApplicationError}</AlertTitle>
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
