import { ComponentStatus, type Loan } from '@labstock/shared';
import { Button, MenuItem, Select, Stack } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { refusedLoans, useBatchHandin } from '../../../api/loans/batch-handin';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { dateColumn } from '../../../components/date-column';
import { WaitingFaultReports } from '../../../entities/fault/waiting-fault-reports';
import { defaultHandinStatus, handinStatuses } from '../../../entities/lending/handin-statuses';
import { findLoanOf, readComponentLabel } from '../../../entities/lending/scan/resolve-scan';
import { loanerName } from '../../../entities/loaner/loaner-name';
import { i18n } from '../../../i18n/i18n';
import { errorText } from '../../../lib/api-error';
import { useNotify } from '../../../lib/notify/use-notify';
import { componentStatusName } from '../../../lib/status-names';
import { type ScannedRow, type ScanReading, useScanList } from '../use-scan-list';
import { CheckText } from './check-text';
import { removeColumn } from './remove-column';
import { ScanField } from './scan-field';

interface HandinRow extends ScannedRow {
  loan: Loan;
  name: string;
  /** The component's status once back: Defect at first when faults were reported on the loan. */
  status: ComponentStatus;
  /** The server's reason this loan stopped the hand-in. */
  refusal?: string;
}

async function readHandinLabel(text: string, key: string): Promise<ScanReading<HandinRow>> {
  const reading = await readComponentLabel(text);
  if (!reading.found) return { problem: reading.message };
  const { component, name } = reading;
  if (component.status !== ComponentStatus.Loaned) return { problem: i18n.t('{{name}} is not on loan.', { name }) };
  const loan = await findLoanOf(component);
  if (!loan) return { problem: i18n.t('The loan of {{name}} was not found.', { name }) };
  return { key, loan, name, status: defaultHandinStatus(loan) };
}

/**
 * The counter's hand-in: scan the labels of what comes back, a status for each (Available, or Defect when faults
 * were reported on the loan, which the row shows, unless chosen), confirm once.
 */
export function HandinCounter() {
  const { t } = useTranslation();
  const notify = useNotify();
  const list = useScanList(readHandinLabel);
  const handin = useBatchHandin();
  const scanField = useRef<HTMLInputElement>(null);
  const focusScan = () => scanField.current?.focus();
  // In the scan field from the start, and back in it once a confirmation frees the field again.
  useEffect(() => {
    if (!handin.isPending) scanField.current?.focus();
  }, [handin.isPending]);

  const confirm = () => {
    // Only Ctrl+Enter gets here with nothing listed: the button is disabled then.
    if (list.rows.length === 0) return list.tell(t('Scan the labels of the components coming back first.'));
    handin.mutate(
      { items: list.rows.map(({ loan, status }) => ({ loanId: loan.loanId, status })) },
      {
        onSuccess: () => {
          notify(t('Took back {{count}} component(s).', { count: list.rows.length }), 'success');
          list.clear();
        },
        onError: (error) => {
          const refusals = refusedLoans(error);
          for (const { loanId, reason } of refusals) {
            const row = list.rows.find((candidate) => candidate.loan.loanId === loanId);
            if (row) list.update(row.key, (current) => ({ ...current, refusal: reason }));
          }
          notify(
            refusals.length > 0 ? t('Nothing was taken back: see the reason on each row.') : errorText(error),
            'error',
          );
        },
      },
    );
  };

  const columns: DataColumn<HandinRow>[] = [
    { id: 'component', header: t('Component'), cell: (row) => row.name },
    { id: 'loaner', header: t('Loaner'), cell: (row) => loanerName(row.loan.loaner, { withAuId: true }) },
    dateColumn('returnDate', t('Return date'), (row) => row.loan.returnDate),
    {
      id: 'status',
      header: t('Status'),
      cell: (row) => (
        <Stack spacing={1}>
          {/* The column (or card) says Status; the name tells the rows' selects apart for a screen reader. */}
          <Select
            size="small"
            fullWidth
            inputProps={{ 'aria-label': t('Status of {{name}}', { name: row.name }) }}
            value={row.status}
            onChange={(event) =>
              list.update(row.key, (current) => ({
                ...current,
                status: Number(event.target.value) as ComponentStatus,
              }))
            }
            disabled={handin.isPending}
          >
            {handinStatuses.map((option) => (
              <MenuItem key={option} value={option}>
                {componentStatusName(option)}
              </MenuItem>
            ))}
          </Select>
          <WaitingFaultReports reports={row.loan.faultReports} />
          {row.refusal && <CheckText ok={false}>{row.refusal}</CheckText>}
        </Stack>
      ),
    },
    removeColumn(
      t,
      (key) => {
        list.remove(key);
        focusScan();
      },
      handin.isPending,
    ),
  ];

  return (
    <Stack spacing={2}>
      <ScanField
        onScan={list.add}
        reading={list.isReading}
        notices={list.notices}
        onDismiss={list.dismiss}
        onConfirm={confirm}
        disabled={handin.isPending}
        inputRef={scanField}
      />
      <DataTable
        label={t('Components to take back')}
        columns={columns}
        rows={list.rows}
        rowKey={(row) => row.key}
        emptyText={t('Scan the labels of the components coming back.')}
      />
      <div>
        <Button variant="contained" onClick={confirm} disabled={list.rows.length === 0 || handin.isPending}>
          {t('Confirm')}
        </Button>
      </div>
    </Stack>
  );
}
