import { type ComponentType, ComponentTypeKind, ComponentTypeStatus } from '@labstock/shared';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockIcon from '@mui/icons-material/Lock';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A consumable's stock is taken, not lent: it has no units to reserve, book or wait for. */
export function isConsumable(componentType: ComponentType): boolean {
  return componentType.kind === ComponentTypeKind.Consumable;
}

/**
 * Loaners may reserve, book and wait for the type: it is lent, and the lab has not reserved it for its own use (the
 * server refuses all three then).
 */
export function isLentToLoaners(componentType: ComponentType): boolean {
  return !isConsumable(componentType) && componentType.status !== ComponentTypeStatus.ReservedAdmin;
}

/** A Loaner can reserve the type: it is lent to loaners and one is in stock. */
export function isReservable(componentType: ComponentType): boolean {
  return isLentToLoaners(componentType) && componentType.numberOfAvailebleComponents > 0;
}

/**
 * 'In stock: N' (a consumable's in its unit: 'In stock: 480 pcs'), green with a tick above 0, red with a bar
 * otherwise; a lent type the lab reserved says so instead, as its stock is not for loaners. The icon repeats what
 * the colour says.
 */
export function AvailabilityLabel({ componentType }: { componentType: ComponentType }) {
  const { t } = useTranslation();
  const count = componentType.numberOfAvailebleComponents;
  const inStock = isConsumable(componentType)
    ? t('In stock: {{count}} {{unit}}', { count, unit: componentType.stockUnit ?? '' })
    : t('In stock: {{count}}', { count });
  const [Icon, color, text] =
    !isConsumable(componentType) && !isLentToLoaners(componentType)
      ? [LockIcon, 'warning.main', t('Reserved by the lab')]
      : count > 0
        ? [CheckCircleIcon, 'success.main', inStock]
        : [RemoveCircleIcon, 'error.main', inStock];
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color }}>
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {text}
      </Typography>
    </Stack>
  );
}
