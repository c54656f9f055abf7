import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, IconButton } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NotFound } from '../../components/not-found';
import { useSmallScreen } from '../../lib/use-small-screen';
import { ComponentTypeDetails, type DetailsSlots } from './components/component-type-details';
import { useComponentTypeIdParam } from './use-component-type-id-param';

/**
 * /Components/details/{id}: the details in a dialog over the list. Closing goes back to the parent route,
 * whose list kept its search, filter and page meanwhile.
 */
export function DetailsDialog({ Inventory, Stock }: DetailsSlots) {
  const { t } = useTranslation();
  const componentTypeId = useComponentTypeIdParam();
  const navigate = useNavigate();
  const headingId = useId();
  const smallScreen = useSmallScreen();

  const close = () => navigate('..');
  return (
    <Dialog open onClose={close} aria-labelledby={headingId} fullWidth maxWidth="md" fullScreen={smallScreen}>
      <IconButton aria-label={t('Close')} onClick={close} sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 6 }}>
        {componentTypeId === null ? (
          <NotFound text={t('No component type has this address.')} headingLevel="h2" headingId={headingId} />
        ) : (
          <ComponentTypeDetails
            key={componentTypeId}
            componentTypeId={componentTypeId}
            Inventory={Inventory}
            Stock={Stock}
            headingLevel="h2"
            headingId={headingId}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
