import { type Component, ComponentStatus, type Loan, MAX_PAGE_SIZE, type Reservation } from '@labstock/shared';
import { getComponentType } from '../../../api/component-types/get-component-type';
import { findComponentByNumber } from '../../../api/components/find-component-by-number';
import { getLoans } from '../../../api/loans/get-loans';
import { getReservations } from '../../../api/reservations/get-reservations';
import { i18n } from '../../../i18n/i18n';
import type { ApiResult } from '../../../lib/api-client';
import { parseComponentLabelUrl } from '../../../lib/component-label-url';
import type { PagedListQuery } from '../../../lib/paging/use-paging';
import { componentStatusName } from '../../../lib/status-names';

/** What a Clerk can do with a scanned component, or why nothing. */
export type ScanOutcome =
  | { action: 'handoutAvailable'; component: Component; componentTypeName: string }
  | { action: 'handoutReservation'; reservation: Reservation }
  | { action: 'handin'; loan: Loan }
  | { action: 'none'; message: string };

/** An outcome the Clerk can act on. */
export type ScanAction = Exclude<ScanOutcome, { action: 'none' }>;

const none = (message: string): ScanOutcome => ({ action: 'none', message });

/** The first row of a search's pages that matches, reading page after page. */
async function findInSearch<T>(
  fetchPage: (query: PagedListQuery) => Promise<ApiResult<T[]>>,
  searchString: string,
  matches: (row: T) => boolean,
): Promise<T | null> {
  for (let pageNumber = 1; ; pageNumber += 1) {
    const { data, totalCount = 0 } = await fetchPage({ pageNumber, pageSize: MAX_PAGE_SIZE, searchString });
    const found = data.find(matches);
    if (found) return found;
    if (data.length < MAX_PAGE_SIZE || pageNumber * MAX_PAGE_SIZE >= totalCount) return null;
  }
}

/**
 * Reads a scanned label (the URL its QR code holds) and finds what the component's state allows: hand out its
 * reservation, hand it out when available, or take its loan back.
 */
export async function resolveScan(text: string): Promise<ScanOutcome> {
  const label = parseComponentLabelUrl(text);
  if (!label) return none(i18n.t('This is not a Labstock component label.'));
  const [componentType, component] = await Promise.all([
    getComponentType(label.componentTypeId),
    findComponentByNumber(label.componentTypeId, label.componentNumber),
  ]);
  const name = i18n.t('{{type}} no. {{number}}', { type: componentType.componentName, number: label.componentNumber });
  if (!component) return none(i18n.t('{{name}} does not exist.', { name }));

  switch (component.status) {
    case ComponentStatus.Available:
      return { action: 'handoutAvailable', component, componentTypeName: componentType.componentName };
    case ComponentStatus.ReservedLoaner: {
      const reservation = await findInSearch(
        getReservations,
        componentType.componentName,
        (row) => row.component.componentId === component.componentId,
      );
      return reservation
        ? { action: 'handoutReservation', reservation }
        : none(i18n.t('The reservation of {{name}} was not found.', { name }));
    }
    case ComponentStatus.Loaned: {
      const current = component.currentLoan;
      // The scanning Clerk is told who holds it; only a Loaner's inventory leaves that out.
      const loan =
        current?.auId && (await findInSearch(getLoans, current.auId, (row) => row.loanId === current.loanId));
      return loan ? { action: 'handin', loan } : none(i18n.t('The loan of {{name}} was not found.', { name }));
    }
    default:
      return none(
        i18n.t('{{name}} is {{status}}: nothing to hand out or in.', {
          name,
          status: componentStatusName(component.status),
        }),
      );
  }
}
