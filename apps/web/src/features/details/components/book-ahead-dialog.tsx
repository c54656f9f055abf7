import type { ComponentType } from '@labstock/shared';
import EventIcon from '@mui/icons-material/Event';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabToday } from '../../../api/environment/lab-today';
import { useLendingPolicy } from '../../../api/lending-policy/get-lending-policy';
import { errorText } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth/use-auth';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { BookAheadForm } from './book-ahead-form';

/** "Book ahead" under the availability calendar, and its dialog: each opening starts a fresh form. */
export function BookAheadButton({ componentType }: { componentType: ComponentType }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const smallScreen = useSmallScreen();
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="outlined" startIcon={<EventIcon />} onClick={() => setOpen(true)}>
        {t('Book ahead')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={smallScreen}>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {t('Book {{name}} ahead', { name: componentType.componentName })}
        </DialogTitle>
        {open && <BookAheadContent componentType={componentType} onClose={close} />}
      </Dialog>
    </>
  );
}

/** The form once the lab's today and the limits are known: both decide what it lets through. */
function BookAheadContent({ componentType, onClose }: { componentType: ComponentType; onClose(): void }) {
  const { t } = useTranslation();
  const labToday = useLabToday();
  const policy = useLendingPolicy();
  const { isClerk, isAdmin } = useAuth();
  if (policy.isError) {
    return (
      <>
        <DialogContent>
          <Alert severity="error">{`${t('Could not fetch the lending limits: ')}${errorText(policy.error)}`}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('Close')}</Button>
        </DialogActions>
      </>
    );
  }
  if (labToday === undefined || policy.isPending) {
    return (
      <DialogContent>
        <LinearProgress aria-label={t('Loading the lending limits')} />
      </DialogContent>
    );
  }
  return (
    <BookAheadForm
      componentType={componentType}
      labToday={labToday}
      policy={policy.data}
      quantityLimited={!isClerk && !isAdmin}
      onClose={onClose}
    />
  );
}
