import { addDays, displayDay, type RequiredQualification } from '@labstock/shared';
import { Box, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AskForTrainingButton } from '../../../entities/qualification/ask-for-training-button';
import { i18n } from '../../../i18n/i18n';
import { useAuth } from '../../../lib/auth/use-auth';

/** Whether the user holds it, and through which day: `expiresOn` is the first day the grant no longer counts. */
function heldText({ held, expiresOn }: RequiredQualification): string {
  if (!held) return i18n.t('Not held');
  if (expiresOn === null) return i18n.t('Held without end');
  return i18n.t('Held until {{date}}', { date: displayDay(addDays(expiresOn, -1)) });
}

/**
 * What the type requires, its own and its categories' (LAB.md "Qualifications"), whether the user holds each and
 * until when; a Loaner who does not may ask for the training. Nothing for a type that requires none.
 */
export function RequiredQualifications({ qualifications }: { qualifications: RequiredQualification[] }) {
  const { t } = useTranslation();
  const { isLoaner } = useAuth();
  const headingId = useId();
  if (qualifications.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h6" component="h2" id={headingId}>
        {t('Required qualifications')}
      </Typography>
      <List dense disablePadding>
        {qualifications.map((qualification) => (
          <ListItem key={qualification.qualificationId} disableGutters>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ width: '100%', alignItems: { xs: 'flex-start', sm: 'center' } }}
            >
              <ListItemText
                primary={qualification.name}
                secondary={heldText(qualification)}
                sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}
              />
              {isLoaner && !qualification.held && (
                <AskForTrainingButton qualificationId={qualification.qualificationId} name={qualification.name} />
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
