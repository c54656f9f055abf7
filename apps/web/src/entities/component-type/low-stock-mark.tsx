import type { ComponentType } from '@labstock/shared';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/use-auth';

/** "Low stock" on a consumable at or below its reorder level, for the Clerks and Admins who reorder it. */
export function LowStockMark({ componentType }: { componentType: ComponentType }) {
  const { t } = useTranslation();
  const { isAdmin, isClerk } = useAuth();
  if (!componentType.lowStock || !(isAdmin || isClerk)) return null;
  return <Chip size="small" color="warning" icon={<WarningAmberIcon />} label={t('Low stock')} />;
}
