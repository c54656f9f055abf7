import type { ComponentType } from '@labstock/shared';
import AddBoxIcon from '@mui/icons-material/AddBox';
import ChecklistIcon from '@mui/icons-material/Checklist';
import ShoppingBasketIcon from '@mui/icons-material/ShoppingBasket';
import { Button, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stockAmount } from '../../../entities/component-type/stock-amount';
import { useAuth } from '../../../lib/auth/use-auth';
import { StockMovementDialog } from './stock-movement-dialog';

type Props = { componentType: ComponentType };

/** A button that opens its dialog; each opening starts a fresh form. */
function DialogButton({
  label,
  icon,
  disabled,
  dialog,
}: {
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  dialog(close: () => void): ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={icon} disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && dialog(() => setOpen(false))}
    </>
  );
}

/** A Loaner records what they took of a self-service consumable; the others are handed out at the counter. */
function TakeFromStock({ componentType }: Props) {
  const { t } = useTranslation();
  if (!componentType.selfService) {
    return <Typography>{t('A Clerk hands this out at the counter.')}</Typography>;
  }
  const type = componentType.componentName;
  const stock = componentType.quantityInStock;
  return (
    <DialogButton
      label={t('Record what I took')}
      icon={<ShoppingBasketIcon />}
      // The label beside it says "In stock: 0" already.
      disabled={stock < 1}
      dialog={(close) => (
        <StockMovementDialog
          componentType={componentType}
          action="issue"
          title={t('Record what I took')}
          intro={t('How much of {{type}} did you take? {{amount}} are in stock.', {
            type,
            amount: stockAmount(stock, componentType),
          })}
          quantityLabel={t('Quantity')}
          min={1}
          max={stock}
          noteLabel={t('Note (optional)')}
          body={({ quantity, note }) => ({ quantity, note: note || null })}
          successText={(movement) =>
            t('Recorded: {{amount}} of {{type}}', { amount: stockAmount(-movement.quantity, componentType), type })
          }
          onClose={close}
        />
      )}
    />
  );
}

function ReceiveStock({ componentType }: Props) {
  const { t } = useTranslation();
  const type = componentType.componentName;
  return (
    <DialogButton
      label={t('Receive stock')}
      icon={<AddBoxIcon />}
      dialog={(close) => (
        <StockMovementDialog
          componentType={componentType}
          action="receive"
          title={t('Receive stock')}
          intro={t('What was delivered of {{type}} is added to its stock.', { type })}
          quantityLabel={t('Quantity')}
          min={1}
          noteLabel={t('Note (optional)')}
          body={({ quantity, note }) => ({ quantity, note: note || null })}
          successText={(movement) =>
            t('Received: {{amount}} of {{type}}. In stock now: {{stock}}.', {
              amount: stockAmount(movement.quantity, componentType),
              type,
              stock: stockAmount(movement.quantityAfter, componentType),
            })
          }
          onClose={close}
        />
      )}
    />
  );
}

function Stocktake({ componentType }: Props) {
  const { t } = useTranslation();
  const type = componentType.componentName;
  return (
    <DialogButton
      label={t('Stocktake')}
      icon={<ChecklistIcon />}
      dialog={(close) => (
        <StockMovementDialog
          componentType={componentType}
          action="count"
          title={t('Stocktake')}
          intro={t('The stock of {{type}} becomes what you counted; it is {{amount}} now.', {
            type,
            amount: stockAmount(componentType.quantityInStock, componentType),
          })}
          quantityLabel={t('Counted on the shelf')}
          min={0}
          noteLabel={t('Reason')}
          noteRequired={t('Say why the stock is counted (e.g. the yearly stocktake).')}
          body={({ quantity, note }) => ({ counted: quantity, note })}
          successText={(movement) =>
            t('Stocktake recorded: {{type}} now holds {{amount}}.', {
              type,
              amount: stockAmount(movement.quantityAfter, componentType),
            })
          }
          onClose={close}
        />
      )}
    />
  );
}

/** What the signed-in user may do with a consumable's stock. */
export function StockActions({ componentType }: Props) {
  const { isAdmin, isClerk, isLoaner } = useAuth();
  const staff = isAdmin || isClerk;
  if (!staff && !isLoaner) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {staff ? (
        <>
          <ReceiveStock componentType={componentType} />
          <Stocktake componentType={componentType} />
        </>
      ) : (
        <TakeFromStock componentType={componentType} />
      )}
    </Stack>
  );
}
