import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { claimConflictOf } from '../../api/claim-conflict';
import { validationText } from '../../lib/api-error';
import { formatDate } from '../../lib/dates';

export interface ReturnDateRefusalProps {
  /** The refused try; nothing shows without one. */
  error: unknown;
  /** Sets the return date to the latest the server named. */
  onChoose(date: string): void;
  /** The button's words for that date (dd-MM-yyyy); 'Use …' unless told. */
  chooseText?(date: string): string;
}

/**
 * Why the server refused a hand-out or an extension, in its own words, read out as an alert; when the return date
 * reached too far (a booking, a unit's calibration due day), the latest one that works, to pick at once.
 */
export function ReturnDateRefusal({ error, onChoose, chooseText }: ReturnDateRefusalProps) {
  const { t } = useTranslation();
  if (!error) return null;
  const latestReturnDate = claimConflictOf(error)?.latestReturnDate;
  const buttonText = chooseText ?? ((date: string) => t('Use {{date}}', { date }));
  return (
    <Alert
      severity="error"
      action={
        latestReturnDate && (
          <Button color="inherit" size="small" onClick={() => onChoose(latestReturnDate)}>
            {buttonText(formatDate(latestReturnDate))}
          </Button>
        )
      }
      sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { pl: 0, ml: 'auto' } }}
    >
      {validationText(error)}
    </Alert>
  );
}
