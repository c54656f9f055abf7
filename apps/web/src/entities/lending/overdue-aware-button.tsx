import { messages } from '@labstock/shared';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Button, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface OverdueAwareButtonProps {
  /** The loaner has overdue loans: the button warns by colour, icon and description. */
  overdue: boolean;
  label: string;
  onClick: () => void;
}

/** A hand-out button that warns (colour, icon and description) when the loaner has overdue loans. */
export function OverdueAwareButton({ overdue, label, onClick }: OverdueAwareButtonProps) {
  const { t } = useTranslation();
  const button = (
    <Button
      variant="contained"
      size="small"
      color={overdue ? 'warning' : 'primary'}
      startIcon={overdue ? <WarningAmberIcon /> : undefined}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  return overdue ? (
    <Tooltip describeChild title={t(messages.loanerHasOverdueLoans)}>
      {button}
    </Tooltip>
  ) : (
    button
  );
}
