import type { ComponentType } from '@labstock/shared';
import { Stack } from '@mui/material';
import { useAuth } from '../../lib/auth/use-auth';
import { StockActions } from './components/stock-actions';
import { StockMovementsSection } from './components/stock-movements-section';

/** A consumable's stock below its details: what the user may record, then its movements (or their own issues). */
export function ConsumableStock({ componentType }: { componentType: ComponentType }) {
  const { roles } = useAuth();
  // The server answers the movements to Loaners, Clerks and Admins; a user without a role yet sees only the stock.
  if (roles.length === 0) return null;
  return (
    <Stack spacing={3}>
      <StockActions componentType={componentType} />
      <StockMovementsSection componentType={componentType} />
    </Stack>
  );
}
