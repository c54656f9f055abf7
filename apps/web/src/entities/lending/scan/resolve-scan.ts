import {
  type Component,
  ComponentStatus,
  type Loan,
  MAX_PAGE_SIZE,
  type RequiredQualification,
  type Reservation,
} from '@labstock/shared';
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

/** A qualification the component's type requires: whether the loaner holds it is for the counter to check. */
export type NeededQualification = Pick<RequiredQualification, 'qualificationId' | 'name'>;

/** A label read into its component, or why it names none. */
export type LabelReading =
  | {
      found: true;
      component: Component;
      componentTypeName: string;
      name: string;
      requiredQualifications: NeededQualification[];
    }
  | { found: false; message: string };

/** Reads a scanned label (the URL its QR code holds) into the component it names. */
export async function readComponentLabel(text: string): Promise<LabelReading> {
  const label = parseComponentLabelUrl(text);
  if (!label) return { found: false, message: i18n.t('This is not a Labstock component label.') };
  const [componentType, component] = await Promise.all([
    getComponentType(label.componentTypeId),
    findComponentByNumber(label.componentTypeId, label.componentNumber),
  ]);
  const name = i18n.t('{{type}} no. {{number}}', { type: componentType.componentName, number: label.componentNumber });
  if (!component) return { found: false, message: i18n.t('{{name}} does not exist.', { name }) };
  // The type's `held` is the caller's, the Clerk's: the loaner's grants say theirs.
  const requiredQualifications = componentType.requiredQualifications.map(({ qualificationId, name }) => ({
    qualificationId,
    name,
  }));
  return { found: true, component, componentTypeName: componentType.componentName, name, requiredQualifications };
}

/** The active loan of a loaned component, or null. */
export async function findLoanOf(component: Component): Promise<Loan | null> {
  const current = component.currentLoan;
  // The scanning Clerk is told who holds it; only a Loaner's inventory leaves that out.
  if (!current?.auId) return null;
  return findInSearch(getLoans, current.auId, (row) => row.loanId === current.loanId);
}

/**
 * Reads a scanned label and finds what the component's state allows: hand out its reservation, hand it out when
 * available, or take its loan back.
 */
export async function resolveScan(text: string): Promise<ScanOutcome> {
  const reading = await readComponentLabel(text);
  if (!reading.found) return none(reading.message);
  const { component, componentTypeName, name } = reading;

  switch (component.status) {
    case ComponentStatus.Available:
      return { action: 'handoutAvailable', component, componentTypeName };
    case ComponentStatus.ReservedLoaner: {
      const reservation = await findInSearch(
        getReservations,
        componentTypeName,
        (row) => row.component.componentId === component.componentId,
      );
      return reservation
        ? { action: 'handoutReservation', reservation }
        : none(i18n.t('The reservation of {{name}} was not found.', { name }));
    }
    case ComponentStatus.Loaned: {
      const loan = await findLoanOf(component);
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
