import { type Component, ComponentStatus, type Grant, isGrantValid } from '@labstock/shared';
import { i18n } from '../../i18n/i18n';
import { componentStatusName } from '../../lib/status-names';
import type { UnitRow } from './handout-rows';

/** What a scanned component is to the loaner at the counter (LENDING.md "Counter"). */
type HandoutCheck =
  | 'reservedByLoaner'
  | 'available'
  | 'reservedByOther'
  | 'onLoan'
  | 'unavailable'
  | 'lacksQualification';

/** What the counter knows of the loaner to check a unit against, as it loads. */
export interface LoanerStanding {
  /** The components they have reserved. */
  heldComponentIds: ReadonlySet<number>;
  /** The qualifications they hold valid on the lab's today; undefined until their grants and that day are known. */
  validQualificationIds: ReadonlySet<number> | undefined;
}

/** The qualifications the loaner's grants make valid on the lab's today; undefined until both are known. */
export function validQualificationIdsOf(
  grants: Grant[] | undefined,
  labToday: string | undefined,
): ReadonlySet<number> | undefined {
  if (!grants || !labToday) return undefined;
  return new Set(grants.filter((grant) => isGrantValid(grant, labToday)).map((grant) => grant.qualificationId));
}

function statusCheckOf(component: Component, heldComponentIds: ReadonlySet<number>): HandoutCheck {
  switch (component.status) {
    case ComponentStatus.Available:
      return 'available';
    case ComponentStatus.ReservedLoaner:
      return heldComponentIds.has(component.componentId) ? 'reservedByLoaner' : 'reservedByOther';
    case ComponentStatus.Loaned:
      return 'onLoan';
    default:
      return 'unavailable';
  }
}

const allowsHandout = (check: HandoutCheck) => check === 'reservedByLoaner' || check === 'available';

/** What the unit's type requires that the loaner does not hold valid today; none said while that is unknown. */
function missingQualifications(unit: UnitRow, { validQualificationIds }: LoanerStanding) {
  if (!validQualificationIds) return [];
  return unit.requiredQualifications.filter((needed) => !validQualificationIds.has(needed.qualificationId));
}

/**
 * Decided from the component's status, the loaner's held reservations and their qualifications, so it follows them
 * as they load: a grant made below lets the unit go without scanning it again. Its status speaks first, as a
 * qualification would not make a unit on loan lendable.
 */
function handoutCheckOf(unit: UnitRow, loaner: LoanerStanding): HandoutCheck {
  const check = statusCheckOf(unit.component, loaner.heldComponentIds);
  return allowsHandout(check) && missingQualifications(unit, loaner).length > 0 ? 'lacksQualification' : check;
}

/**
 * A unit goes when its check allows it, and one whose type requires qualifications only once the loaner's are known:
 * the server would refuse the whole batch for it.
 */
export const mayHandOut = (unit: UnitRow, loaner: LoanerStanding) =>
  allowsHandout(handoutCheckOf(unit, loaner)) &&
  (unit.requiredQualifications.length === 0 || loaner.validQualificationIds !== undefined);

export function handoutCheckText(unit: UnitRow, loaner: LoanerStanding): string {
  const check = handoutCheckOf(unit, loaner);
  switch (check) {
    case 'reservedByLoaner':
      return i18n.t('Reserved by this loaner');
    case 'available':
      return i18n.t('Available');
    case 'reservedByOther':
      return i18n.t('Reserved by someone else');
    case 'onLoan':
      return i18n.t('Already on loan');
    case 'unavailable':
      return i18n.t('Not available ({{status}})', { status: componentStatusName(unit.component.status) });
    case 'lacksQualification':
      return i18n.t('Needs {{qualifications}}: grant it below once they have had the training.', {
        qualifications: missingQualifications(unit, loaner)
          .map((needed) => needed.name)
          .join(', '),
      });
  }
}
