import {
  type ActivityEntry,
  ActivityKind,
  type ActivityPerson,
  type ComponentStatus,
  type ComponentTypeStatus,
  componentStatusNames,
  componentTypeStatusNames,
} from '@labstock/shared';
import { formatDate } from '../../lib/dates';

/** How activity log entries read on screen: who, what, which component and what changed. */

const kindLabels: Record<ActivityKind, string> = {
  [ActivityKind.ReservationCreated]: 'Reserved',
  [ActivityKind.ReservationDeleted]: 'Reservation deleted',
  [ActivityKind.ReservationExpired]: 'Reservation expired',
  [ActivityKind.LoanHandedOut]: 'Handed out',
  [ActivityKind.LoanHandedIn]: 'Handed in',
  [ActivityKind.ComponentAdded]: 'Component added',
  [ActivityKind.ComponentEdited]: 'Component edited',
  [ActivityKind.ComponentStatusChanged]: 'Status changed',
  [ActivityKind.ComponentDeleted]: 'Component deleted',
  [ActivityKind.ComponentTypeAdded]: 'Component type added',
  [ActivityKind.ComponentTypeEdited]: 'Component type edited',
  [ActivityKind.ComponentTypeDeleted]: 'Component type deleted',
};

const fieldLabels: Record<string, string> = {
  status: 'Status',
  returnDate: 'Return date',
  componentNumber: 'Component number',
  serialNo: 'Serial number',
  adminComment: 'Admin comment',
  userComment: 'User comment',
  componentName: 'Name',
  componentInfo: 'Info',
  location: 'Location',
  datasheet: 'Datasheet',
  wikiLink: 'Wiki link',
  manufacturer: 'Manufacturer',
  categoryIds: 'Categories',
  image: 'Image',
};

export function personText(person: ActivityPerson): string {
  return person.name && person.name !== person.auId ? `${person.name} (${person.auId})` : person.auId;
}

/** The one who did it; the reservation expiry is the system's. */
export function whoText(entry: ActivityEntry): string {
  return entry.actor ? personText(entry.actor) : 'System';
}

/** The event, naming the loaner it concerns when that is someone else than who did it. */
export function whatText(entry: ActivityEntry): string {
  const label = kindLabels[entry.kind];
  const { loaner, actor } = entry;
  return loaner && loaner.loanerId !== actor?.loanerId ? `${label}, loaner ${personText(loaner)}` : label;
}

export function componentText(entry: ActivityEntry): string {
  const type = entry.componentTypeName ?? (entry.componentTypeId === null ? '' : `Type ${entry.componentTypeId}`);
  if (entry.componentId === null) return type;
  const number = entry.componentNumber === null ? ' (deleted component)' : ` no. ${entry.componentNumber}`;
  return `${type}${number}`;
}

export type CategoryName = (categoryId: number) => string | undefined;

function valueText(entry: ActivityEntry, key: string, value: unknown, categoryName?: CategoryName): string {
  if (value === null || value === undefined || value === '') return '—';
  if (key === 'status') {
    const names = entry.kind.startsWith('component-type-') ? componentTypeStatusNames : componentStatusNames;
    return (names as Record<number, string>)[value as ComponentStatus | ComponentTypeStatus] ?? String(value);
  }
  if (key === 'returnDate') return formatDate(String(value));
  if (key === 'categoryIds' && Array.isArray(value)) {
    return value.map((id: number) => categoryName?.(id) ?? String(id)).join(', ');
  }
  if (key === 'image') return 'an image';
  return String(value);
}

/** The changed fields as "Field: before → after"; only the values when the entry has one side (added, deleted). */
export function changeText(entry: ActivityEntry, categoryName?: CategoryName): string {
  const { before, after } = entry;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((key) => {
      const label = fieldLabels[key] ?? key;
      const text = (side: Record<string, unknown>) => valueText(entry, key, side[key], categoryName);
      if (!before) return `${label}: ${text(after ?? {})}`;
      if (!after) return `${label}: ${text(before)}`;
      if (key === 'image' && before[key] && after[key]) return 'Image replaced';
      return `${label}: ${text(before)} → ${text(after)}`;
    })
    .join('; ');
}
