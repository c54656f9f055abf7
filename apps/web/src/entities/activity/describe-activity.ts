import {
  type ActivityEntry,
  ActivityKind,
  type ActivityPerson,
  type ComponentStatus,
  ComponentTypeKind,
  type ComponentTypeStatus,
  type RoleName,
} from '@labstock/shared';
import { i18n } from '../../i18n/i18n';
import { formatDate } from '../../lib/dates';
import { componentStatusName, componentTypeStatusName } from '../../lib/status-names';
import { roleLabel } from '../loaner/role-label';

/** How activity log entries read on screen: who, what, which component and what changed, in the current language. */

const kindLabels = (): Record<ActivityKind, string> => ({
  [ActivityKind.ReservationCreated]: i18n.t('Reserved'),
  [ActivityKind.ReservationDeleted]: i18n.t('Reservation deleted'),
  [ActivityKind.ReservationExpired]: i18n.t('Reservation expired'),
  [ActivityKind.LoanHandedOut]: i18n.t('Handed out'),
  [ActivityKind.LoanHandedIn]: i18n.t('Handed in'),
  [ActivityKind.ComponentAdded]: i18n.t('Component added'),
  [ActivityKind.ComponentEdited]: i18n.t('Component edited'),
  [ActivityKind.ComponentStatusChanged]: i18n.t('Status changed'),
  [ActivityKind.ComponentDeleted]: i18n.t('Component deleted'),
  [ActivityKind.ComponentTypeAdded]: i18n.t('Component type added'),
  [ActivityKind.ComponentTypeEdited]: i18n.t('Component type edited'),
  [ActivityKind.ComponentTypeDeleted]: i18n.t('Component type deleted'),
  [ActivityKind.WaitlistServed]: i18n.t('Handed over from the waiting list'),
  [ActivityKind.LoanExtended]: i18n.t('Loan extended'),
  [ActivityKind.ExtensionRequested]: i18n.t('Extension requested'),
  [ActivityKind.ExtensionDeclined]: i18n.t('Extension declined'),
  [ActivityKind.BookingCancelled]: i18n.t('Booking cancelled'),
  [ActivityKind.StockReceived]: i18n.t('Stock received'),
  [ActivityKind.StockCounted]: i18n.t('Stock counted'),
  [ActivityKind.FaultReported]: i18n.t('Fault reported'),
  [ActivityKind.RepairOpened]: i18n.t('Repair ticket opened'),
  [ActivityKind.RepairStepped]: i18n.t('Repair ticket moved on'),
  [ActivityKind.RepairNoted]: i18n.t('Repair note added'),
  [ActivityKind.RepairCosted]: i18n.t('Repair cost set'),
  [ActivityKind.CalibrationRecorded]: i18n.t('Calibration recorded'),
  [ActivityKind.RulesChanged]: i18n.t('Lab rules changed'),
  [ActivityKind.RulesAccepted]: i18n.t('Lab rules accepted'),
  [ActivityKind.QualificationGranted]: i18n.t('Qualification granted'),
  [ActivityKind.QualificationRevoked]: i18n.t('Qualification revoked'),
  [ActivityKind.OrganisationRolesChanged]: i18n.t('Roles from the organisation changed'),
});

const fieldLabels = (): Record<string, string> => ({
  status: i18n.t('Status'),
  returnDate: i18n.t('Return date'),
  requestedReturnDate: i18n.t('Requested return date'),
  extensions: i18n.t('Extensions'),
  reason: i18n.t('Reason'),
  componentNumber: i18n.t('Component number'),
  serialNo: i18n.t('Serial number'),
  adminComment: i18n.t('Admin comment'),
  userComment: i18n.t('User comment'),
  componentName: i18n.t('Name'),
  componentInfo: i18n.t('Info'),
  location: i18n.t('Location'),
  datasheet: i18n.t('Datasheet'),
  wikiLink: i18n.t('Wiki link'),
  manufacturer: i18n.t('Manufacturer'),
  categoryIds: i18n.t('Categories'),
  image: i18n.t('Image'),
  kind: i18n.t('Kind'),
  stockUnit: i18n.t('Stock unit'),
  reorderLevel: i18n.t('Reorder level'),
  reorderQuantity: i18n.t('Reorder quantity'),
  selfService: i18n.t('Self-service'),
  quantityInStock: i18n.t('In stock'),
  note: i18n.t('Note'),
  description: i18n.t('Description'),
  repairTicketId: i18n.t('Repair ticket'),
  repairStatus: i18n.t('Repair status'),
  cost: i18n.t('Cost'),
  calibratedOn: i18n.t('Calibrated on'),
  calibrationDueOn: i18n.t('Calibration due'),
  certificate: i18n.t('Certificate'),
  rulesVersion: i18n.t('Rules version'),
  rulesText: i18n.t('Rules'),
  onPaper: i18n.t('On paper'),
  qualification: i18n.t('Qualification'),
  grantedOn: i18n.t('Granted on'),
  expiresOn: i18n.t('Expires on'),
  rolesFromOrganisation: i18n.t('Roles from the organisation'),
});

/** A type's kind as the log names it: lent units, or a consumable's stock. */
const kindNames = (): Record<ComponentTypeKind, string> => ({
  [ComponentTypeKind.Unit]: i18n.t('Lent'),
  [ComponentTypeKind.Consumable]: i18n.t('Consumable'),
});

export function personText(person: ActivityPerson): string {
  return person.name && person.name !== person.auId ? `${person.name} (${person.auId})` : person.auId;
}

/** The one who did it; the reservation expiry is the system's. */
export function whoText(entry: ActivityEntry): string {
  return entry.actor ? personText(entry.actor) : i18n.t('System');
}

/** The event, naming the loaner it concerns when that is someone else than who did it. */
export function whatText(entry: ActivityEntry): string {
  const label = kindLabels()[entry.kind];
  const { loaner, actor } = entry;
  return loaner && loaner.loanerId !== actor?.loanerId
    ? i18n.t('{{what}}, loaner {{loaner}}', { what: label, loaner: personText(loaner) })
    : label;
}

/** A deleted type's entry: by the name its deletion kept, and said to be gone (its units went with it). */
function deletedTypeText({ componentId, componentTypeName }: ActivityEntry): string {
  if (componentTypeName === null) {
    return componentId === null ? i18n.t('A deleted type') : i18n.t('A unit of a deleted type');
  }
  return componentId === null
    ? i18n.t('{{type}} (deleted type)', { type: componentTypeName })
    : i18n.t('A unit of {{type}} (deleted type)', { type: componentTypeName });
}

export function componentText(entry: ActivityEntry): string {
  if (entry.componentTypeDeleted) return deletedTypeText(entry);
  const type = entry.componentTypeName ?? '';
  if (entry.componentId === null) return type;
  return entry.componentNumber === null
    ? i18n.t('{{type}} (deleted component)', { type })
    : i18n.t('{{type}} no. {{number}}', { type, number: entry.componentNumber });
}

export type CategoryName = (categoryId: number) => string | undefined;

function valueText(entry: ActivityEntry, key: string, value: unknown, categoryName?: CategoryName): string {
  if (value === null || value === undefined || value === '') return '—';
  if (key === 'status') {
    const name = entry.kind.startsWith('component-type-')
      ? componentTypeStatusName(value as ComponentTypeStatus)
      : componentStatusName(value as ComponentStatus);
    return name ?? String(value);
  }
  if (key === 'returnDate' || key === 'requestedReturnDate') return formatDate(String(value));
  if (key === 'categoryIds' && Array.isArray(value)) {
    return value.map((id: number) => categoryName?.(id) ?? String(id)).join(', ');
  }
  if (key === 'rolesFromOrganisation' && Array.isArray(value)) {
    return value.length === 0 ? '—' : value.map((role: RoleName) => roleLabel(role)).join(', ');
  }
  if (key === 'image') return i18n.t('an image');
  if (key === 'kind') return kindNames()[value as ComponentTypeKind] ?? String(value);
  if (typeof value === 'boolean') return value ? i18n.t('Yes') : i18n.t('No');
  return String(value);
}

/**
 * The changed fields as "Field: before → after"; only the value of a field only one side names (an added or
 * deleted component; an extension request: the return date it had, the date it asked for).
 */
export function changeText(entry: ActivityEntry, categoryName?: CategoryName): string {
  const { before, after } = entry;
  const labels = fieldLabels();
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((key) => {
      const label = labels[key] ?? key;
      const text = (side: Record<string, unknown>) => valueText(entry, key, side[key], categoryName);
      if (!before || !(key in before)) return `${label}: ${text(after ?? {})}`;
      if (!after || !(key in after)) return `${label}: ${text(before)}`;
      if (key === 'image' && before[key] && after[key]) return i18n.t('Image replaced');
      return `${label}: ${text(before)} → ${text(after)}`;
    })
    .join('; ');
}
