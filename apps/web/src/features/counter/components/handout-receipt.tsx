import type { BatchHandoutAnswer } from '@labstock/shared';
import { Alert, AlertTitle, List, ListItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { stockAmount } from '../../../entities/component-type/stock-amount';
import { i18n } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/dates';
import type { ConsumableRow } from '../handout-rows';

/** What the last hand-out gave the loaner, in words: each component lent, then each consumable taken. */
export interface HandoutReceiptLines {
  loanerName: string;
  /** "Servo SG90 no. 3, back by 01-04-2026", "Resistor 10 kΩ: 20 pcs". */
  lines: string[];
}

/** The lines of a hand-out's answer; `consumables` are the rows sent, whose issues come back in the same order. */
export function handoutReceiptLines(
  loanerName: string,
  { loans, issues }: BatchHandoutAnswer,
  consumables: ConsumableRow[],
): HandoutReceiptLines {
  const units = loans.map(({ component, returnDate }) =>
    i18n.t('{{unit}}, back by {{date}}', {
      unit: i18n.t('{{type}} no. {{number}}', { type: component.componentTypeName, number: component.componentNumber }),
      date: formatDate(returnDate),
    }),
  );
  const taken = consumables.map((row, index) =>
    i18n.t('{{type}}: {{amount}}', {
      type: row.name,
      amount: stockAmount(-(issues[index]?.quantity ?? 0), row.componentType),
    }),
  );
  return { loanerName, lines: [...units, ...taken] };
}

/**
 * The counter's receipt on screen, as the loaner's e-mail lists it: it stays while the next loaner is looked up, so
 * the Clerk can read back what went out, until they dismiss it or the next loaner is found.
 */
export function HandoutReceipt({ receipt, onDismiss }: { receipt: HandoutReceiptLines; onDismiss(): void }) {
  const { t } = useTranslation();
  return (
    <Alert severity="success" closeText={t('Dismiss')} onClose={onDismiss} role="region" aria-label={t('Receipt')}>
      <AlertTitle>{t('Handed out to {{name}}', { name: receipt.loanerName })}</AlertTitle>
      <List dense disablePadding>
        {receipt.lines.map((line) => (
          <ListItem key={line} disableGutters>
            {line}
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
