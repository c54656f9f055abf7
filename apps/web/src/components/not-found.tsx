import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface NotFoundProps {
  /** What the address should have named, e.g. 'No component type has this address.' */
  text: string;
  /** h1 on a page, h2 in a dialog over a list. */
  headingLevel?: 'h1' | 'h2';
  /** Lets a dialog name itself after the heading. */
  headingId?: string;
}

/** The one answer to an address that names nothing: whether it is malformed or names a row that does not exist. */
export function NotFound({ text, headingLevel = 'h1', headingId }: NotFoundProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h4" component={headingLevel} id={headingId}>
        {t('Not found')}
      </Typography>
      <Typography>{text}</Typography>
      <Button component={Link} to="/Components" variant="contained">
        {t('Go to the components')}
      </Button>
    </Stack>
  );
}
