import { type Booking, BookingStatus, type Loaner, MAX_PAGE_SIZE, messages } from '@labstock/shared';
import { Alert, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingsQuery } from '../../../api/bookings/list-bookings';
import { returnDateRefusalOf } from '../../../api/claim-conflict';
import { useLabToday } from '../../../api/environment/lab-today';
import { refusedComponents, refusedConsumable, useBatchHandout } from '../../../api/loans/batch-handout';
import { grantsQuery } from '../../../api/qualifications/list-grants';
import { reservationsQuery } from '../../../api/reservations/get-reservations';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { stockAmount } from '../../../entities/component-type/stock-amount';
import { HandinDateField, useHandinDateChoice } from '../../../entities/lending/handin-date-choice';
import { ReturnDateRefusal } from '../../../entities/lending/return-date-refusal';
import { LoanerLookup } from '../../../entities/loaner/loaner-lookup';
import { loanerName } from '../../../entities/loaner/loaner-name';
import { LoanerQualifications } from '../../../entities/qualification/loaner-qualifications';
import { i18n } from '../../../i18n/i18n';
import { errorText } from '../../../lib/api-error';
import { componentLabelUrl } from '../../../lib/component-label-url';
import { formatDate } from '../../../lib/dates';
import { useNotify } from '../../../lib/notify/use-notify';
import { handoutCheckText, type LoanerStanding, mayHandOut, validQualificationIdsOf } from '../handout-check';
import {
  type ConsumableRow,
  type HandoutRow,
  quantityOf,
  readHandoutLabel,
  scanHandoutLabelAgain,
  type UnitRow,
} from '../handout-rows';
import { useScanList } from '../use-scan-list';
import { CheckText } from './check-text';
import { ConsumableQuantityField } from './consumable-quantity-field';
import { HandoutReceipt, type HandoutReceiptLines, handoutReceiptLines } from './handout-receipt';
import { HeldReservations } from './held-reservations';
import { ReadyBookings } from './ready-bookings';
import { removeColumn } from './remove-column';
import { RulesNotAccepted } from './rules-not-accepted';
import { ScanField } from './scan-field';

/** What keeps Confirm from handing out, in the order the Clerk meets them. */
type HandoutBlocker =
  | { reason: 'emptyList' | 'noneLendable' | 'noQuantity' | 'noReturnDate' | 'forceNeeded' }
  | { reason: 'notEnoughStock'; row: ConsumableRow };

/** More asked of a consumable than its stock (as the scan or the server's refusal last said). */
const overStock = (row: ConsumableRow) => (quantityOf(row) ?? 0) > row.componentType.quantityInStock;

function blockerText(blocker: HandoutBlocker): string {
  switch (blocker.reason) {
    case 'emptyList':
      return i18n.t('Scan the labels of the components to hand out first.');
    case 'noneLendable':
      return i18n.t('Nothing in the list can go to this loaner.');
    case 'noQuantity':
      return i18n.t('Enter how much of each consumable the loaner takes: a whole number of at least 1.');
    case 'notEnoughStock':
      return i18n.t('Only {{amount}} of {{type}} in stock: lower its quantity.', {
        amount: stockAmount(blocker.row.componentType.quantityInStock, blocker.row.componentType),
        type: blocker.row.name,
      });
    case 'noReturnDate':
      return i18n.t(messages.handinDateUndefined);
    case 'forceNeeded':
      return i18n.t('This loaner has overdue loans: tick "force handout" to hand out anyway.');
  }
}

/**
 * The booking whose last day the return date defaults to (LENDING.md "Counter"): of those with a unit set aside in
 * the list, the one ending first, so no unit stays out past its booking.
 */
function bookingOfReturnDate(bookings: Booking[], rows: UnitRow[]): Booking | undefined {
  const listed = new Set(rows.map((row) => row.component.componentId));
  return bookings
    .filter((booking) => booking.setAside.some((unit) => listed.has(unit.componentId)))
    .sort((a, b) => a.to.localeCompare(b.to))[0];
}

/**
 * The counter's hand-out (LENDING.md "Counter"): find the loaner, scan their components into a list that says at
 * once whether each can go to them, pick one return date and hand them all out in one go, or none. A consumable's
 * label adds a quantity of its stock to the same batch and receipt (LAB.md "Consumables"). The loaner's qualifications
 * are below, to grant after a training or revoke (LAB.md "Qualifications").
 */
export function HandoutCounter() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [loaner, setLoaner] = useState<Loaner | null>(null);
  // Each hand-out starts afresh for the next student: a new lookup, an empty list.
  const [round, setRound] = useState(0);
  const [force, setForce] = useState(false);
  const list = useScanList(readHandoutLabel, scanHandoutLabelAgain);
  const [receipt, setReceipt] = useState<HandoutReceiptLines | null>(null);
  const handout = useBatchHandout();
  const scanField = useRef<HTMLInputElement>(null);
  const forceBox = useRef<HTMLInputElement>(null);
  const focusScan = () => scanField.current?.focus();

  // The server's search matches the AU id; only this loaner's own reservations are theirs.
  const reservations = useQuery({
    ...reservationsQuery({ pageNumber: 1, pageSize: MAX_PAGE_SIZE, searchString: loaner?.auId ?? '' }),
    enabled: loaner !== null,
  });
  const held = useMemo(
    () => (loaner ? (reservations.data?.data ?? []).filter((row) => row.loanerId === loaner.loanerId) : []),
    [loaner, reservations.data],
  );
  const heldComponentIds = useMemo(() => new Set(held.map((row) => row.component.componentId)), [held]);
  // The same grants as the qualifications below: a grant made there lets a unit that requires it go.
  const grants = useQuery({ ...grantsQuery(loaner?.loanerId ?? 0), enabled: loaner !== null });
  const labToday = useLabToday();
  const validQualificationIds = useMemo(() => validQualificationIdsOf(grants.data, labToday), [grants.data, labToday]);

  const bookings = useQuery({
    ...bookingsQuery({
      pageNumber: 1,
      pageSize: MAX_PAGE_SIZE,
      searchString: '',
      status: [BookingStatus.Ready],
      loanerId: loaner?.loanerId,
    }),
    enabled: loaner !== null,
  });
  const ready = useMemo(() => (loaner ? (bookings.data?.data ?? []) : []), [loaner, bookings.data]);
  const units = list.rows.filter((row): row is UnitRow => row.kind === 'unit');
  const consumables = list.rows.filter((row): row is ConsumableRow => row.kind === 'consumable' && !row.refusal);
  const dateBooking = bookingOfReturnDate(ready, units);
  const date = useHandinDateChoice(dateBooking?.to, handout.reset);
  const { handinDate } = date;

  // To the scan field once the loaner is known, and back to it when a refused hand-out frees the field again.
  useEffect(() => {
    if (loaner && !handout.isPending) scanField.current?.focus();
  }, [loaner, handout.isPending]);

  const standing: LoanerStanding = { heldComponentIds, validQualificationIds };
  const lendable = units.filter((row) => !row.refusal && mayHandOut(row, standing));
  const overdue = loaner?.hasOverdueLoans ?? false;
  // The overdue loans matter only when units go out: consumables are not brought back.
  const mustForce = overdue && lendable.length > 0;
  const shortRow = consumables.find(overStock);

  const chooseLoaner = (found: Loaner | null) => {
    setLoaner(found);
    if (found) setReceipt(null);
    setForce(false);
    handout.reset();
    // The checks speak of this loaner: another one starts a new list.
    list.clear();
  };

  /** Why Confirm cannot hand out yet: the button is disabled then, and Ctrl+Enter says it. */
  const blocker: HandoutBlocker | null =
    list.rows.length === 0
      ? { reason: 'emptyList' }
      : lendable.length === 0 && consumables.length === 0
        ? { reason: 'noneLendable' }
        : consumables.some((row) => quantityOf(row) === null)
          ? { reason: 'noQuantity' }
          : shortRow
            ? { reason: 'notEnoughStock', row: shortRow }
            : !handinDate
              ? { reason: 'noReturnDate' }
              : mustForce && !force
                ? { reason: 'forceNeeded' }
                : null;
  const mayConfirm = blocker === null && !handout.isPending;

  const confirm = () => {
    if (!loaner || !handinDate || !mayConfirm) return;
    const name = loanerName(loaner);
    handout.mutate(
      {
        loanerId: loaner.loanerId,
        // The call asks for a return date even for consumables alone; it is checked only when units go out.
        handinDate,
        force,
        componentIds: lendable.map((row) => row.component.componentId),
        ...(consumables.length > 0 && {
          consumables: consumables.map((row) => ({
            componentTypeId: row.componentType.componentTypeId,
            quantity: quantityOf(row) ?? 0,
          })),
        }),
      },
      {
        onSuccess: ({ loans, issues }) => {
          notify(
            issues.length > 0
              ? t('Handed out to {{name}}.', { name })
              : t('Handed out {{count}} component(s) to {{name}}.', { count: loans.length, name }),
            'success',
          );
          setReceipt(handoutReceiptLines(name, { loans, issues }, consumables));
          setLoaner(null);
          setForce(false);
          date.reset();
          list.clear();
          setRound((count) => count + 1);
        },
        onError: (error) => {
          // Said beside the return date, with the latest that works to pick.
          if (returnDateRefusalOf(error)) return;
          const refusals = refusedComponents(error);
          for (const { componentId, reason } of refusals) {
            const row = units.find((candidate) => candidate.component.componentId === componentId);
            if (row) list.update(row.key, (current) => ({ ...current, refusal: reason }));
          }
          const consumable = refusedConsumable(error);
          const refusedRow = consumables.find(
            (row) => row.componentType.componentTypeId === consumable?.componentTypeId,
          );
          if (refusedRow && consumable?.available !== undefined) {
            // The stock moved since the scan: the row shows what is left, and Confirm waits for a lower quantity.
            const quantityInStock = consumable.available;
            list.update(refusedRow.key, (current) =>
              current.kind === 'consumable'
                ? { ...current, componentType: { ...current.componentType, quantityInStock } }
                : current,
            );
            const amount = stockAmount(quantityInStock, refusedRow.componentType);
            const text = t('Nothing was handed out: only {{amount}} of {{type}} in stock.', {
              amount,
              type: refusedRow.name,
            });
            return notify(text, 'error');
          }
          if (refusedRow) list.update(refusedRow.key, (current) => ({ ...current, refusal: errorText(error) }));
          notify(
            refusals.length > 0 || refusedRow
              ? t('Nothing was handed out: see the reason on each row.')
              : errorText(error),
            'error',
          );
        },
      },
    );
  };

  // The scan field is disabled while a hand-out is sent, so only a blocker can stop Ctrl+Enter there.
  const confirmFromScanField = () => {
    if (blocker === null) return confirm();
    list.tell(blockerText(blocker));
    // The tick is the same confirmation the button waits for: one Space away.
    if (blocker.reason === 'forceNeeded') forceBox.current?.focus();
  };

  const addBooking = (booking: Booking) => {
    for (const unit of booking.setAside) {
      list.add(
        componentLabelUrl(window.location.origin, {
          componentTypeId: booking.componentTypeId,
          componentNumber: unit.componentNumber,
        }),
      );
    }
    focusScan();
  };

  const checkCell = (row: HandoutRow) => {
    if (row.kind === 'unit') {
      return (
        <CheckText ok={!row.refusal && mayHandOut(row, standing)}>
          {row.refusal ?? handoutCheckText(row, standing)}
        </CheckText>
      );
    }
    const amount = stockAmount(row.componentType.quantityInStock, row.componentType);
    return (
      <CheckText ok={!row.refusal && !overStock(row)}>
        {row.refusal ??
          (overStock(row)
            ? t('Only {{amount}} in stock', { amount })
            : t('In stock: {{count}} {{unit}}', {
                count: row.componentType.quantityInStock,
                unit: row.componentType.stockUnit,
              }))}
      </CheckText>
    );
  };
  const quantityColumn: DataColumn<HandoutRow> = {
    id: 'quantity',
    header: t('Quantity'),
    cell: (row) =>
      row.kind === 'unit' ? (
        '1'
      ) : (
        <ConsumableQuantityField
          row={row}
          onChange={(quantity) => list.update(row.key, (current) => ({ ...current, quantity }))}
          onDone={focusScan}
          disabled={handout.isPending}
        />
      ),
  };
  const columns: DataColumn<HandoutRow>[] = [
    { id: 'component', header: t('Component'), cell: (row) => row.name },
    // Only a consumable has a quantity to type: a list of components alone stays as it was.
    ...(list.rows.some((row) => row.kind === 'consumable') ? [quantityColumn] : []),
    { id: 'check', header: t('Check result'), cell: checkCell },
    removeColumn(
      t,
      (key) => {
        list.remove(key);
        focusScan();
      },
      handout.isPending,
    ),
  ];

  return (
    <Stack spacing={2}>
      {receipt && <HandoutReceipt receipt={receipt} onDismiss={() => setReceipt(null)} />}
      <LoanerLookup key={round} onFound={chooseLoaner} />
      {loaner && (
        <>
          <Typography>{t('Loaner: {{name}} ({{auId}})', { name: loanerName(loaner), auId: loaner.auId })}</Typography>
          <RulesNotAccepted
            loaner={loaner}
            onRecorded={(version) => setLoaner({ ...loaner, rulesAcceptedVersion: version })}
          />
          {overdue && <Alert severity="warning">{t(messages.loanerHasOverdueLoans)}</Alert>}
          <HeldReservations reservations={held} loading={reservations.isPending} />
          <ReadyBookings
            bookings={ready}
            loading={bookings.isPending}
            onAdd={addBooking}
            disabled={handout.isPending}
          />
          <ScanField
            onScan={list.add}
            reading={list.isReading}
            notices={list.notices}
            onDismiss={list.dismiss}
            onConfirm={confirmFromScanField}
            disabled={handout.isPending}
            inputRef={scanField}
          />
          <DataTable
            label={t('Components to hand out')}
            columns={columns}
            rows={list.rows}
            rowKey={(row) => row.key}
            emptyText={t('Scan the labels of the components to hand out.')}
          />
          <HandinDateField choice={date} />
          <ReturnDateRefusal error={returnDateRefusalOf(handout.error)} onChoose={date.choose} />
          {dateBooking && handinDate === dateBooking.to && (
            <Typography color="text.secondary">
              {t('The return date is the last day of the booking of {{quantity}} × {{type}}, {{from}} to {{to}}.', {
                quantity: dateBooking.quantity,
                type: dateBooking.componentTypeName,
                from: formatDate(dateBooking.from),
                to: formatDate(dateBooking.to),
              })}
            </Typography>
          )}
          {overdue && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={force}
                  onChange={(event) => setForce(event.target.checked)}
                  slotProps={{ input: { ref: forceBox } }}
                />
              }
              label={t('force handout')}
            />
          )}
          <div>
            <Button variant="contained" onClick={confirm} disabled={!mayConfirm}>
              {t('Confirm')}
            </Button>
          </div>
          {/* After the training the Clerk grants it here, before handing out what requires it. */}
          <LoanerQualifications loanerId={loaner.loanerId} loanerName={loanerName(loaner)} headingLevel="h2" manage />
        </>
      )}
    </Stack>
  );
}
