import { type Component, type ComponentType, ComponentTypeKind, MAX_STOCK } from '@labstock/shared';
import { getComponentType } from '../../api/component-types/get-component-type';
import { type NeededQualification, readComponentLabel } from '../../entities/lending/scan/resolve-scan';
import { i18n } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-error';
import { parseComponentTypeLabelUrl } from '../../lib/component-label-url';
import type { ScannedRow, ScanReading } from './use-scan-list';

/** A scanned component, lent to the loaner until the return date. */
export interface UnitRow extends ScannedRow {
  kind: 'unit';
  component: Component;
  name: string;
  /** What its type requires of the loaner, as read at the scan. */
  requiredQualifications: NeededQualification[];
  /** The server's reason this component stopped the hand-out. */
  refusal?: string;
}

/** A scanned consumable's label: how much of its stock the loaner takes, as typed (LAB.md "Consumables"). */
export interface ConsumableRow extends ScannedRow {
  kind: 'consumable';
  /** As read at the scan; its stock follows a refusal that says how much is left. */
  componentType: ComponentType;
  name: string;
  quantity: string;
  /** The server's reason this consumable stopped the hand-out, when not its stock. */
  refusal?: string;
}

export type HandoutRow = UnitRow | ConsumableRow;

/** What a consumable's row asks of its stock: the whole number typed, or null while it is none (or out of range). */
export function quantityOf(row: ConsumableRow): number | null {
  const quantity = Number(row.quantity);
  return /^\d+$/.test(row.quantity.trim()) && quantity >= 1 && quantity <= MAX_STOCK ? quantity : null;
}

async function readConsumableLabel(componentTypeId: number, key: string): Promise<ScanReading<HandoutRow>> {
  const componentType = await getComponentType(componentTypeId).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  if (!componentType) return { problem: i18n.t('Component type {{id}} does not exist.', { id: componentTypeId }) };
  const name = componentType.componentName;
  if (componentType.kind !== ComponentTypeKind.Consumable) {
    return { problem: i18n.t('{{type}} is lent, not taken from stock: scan one of its components.', { type: name }) };
  }
  return { key, kind: 'consumable', componentType, name, quantity: '1' };
}

/** Reads a scanned label into its row: a component's label lends it, a consumable's label takes from its stock. */
export async function readHandoutLabel(text: string, key: string): Promise<ScanReading<HandoutRow>> {
  const componentTypeId = parseComponentTypeLabelUrl(text);
  if (componentTypeId !== null) return readConsumableLabel(componentTypeId, key);
  const reading = await readComponentLabel(text);
  return reading.found
    ? {
        key,
        kind: 'unit',
        component: reading.component,
        name: reading.name,
        requiredQualifications: reading.requiredQualifications,
      }
    : { problem: reading.message };
}

/**
 * A consumable's label scanned again counts one more, as a till does: the Clerk scanning a drawer's label for each
 * bag they hand over expects the count to follow, and the focus stays in the scan field so that a scanner's next
 * label is never typed into a quantity. A component's label scanned again is a mistake, and ignored.
 */
export function scanHandoutLabelAgain(row: HandoutRow) {
  if (row.kind !== 'consumable') return null;
  return {
    change: (current: HandoutRow) =>
      current.kind === 'consumable' ? { ...current, quantity: String((quantityOf(current) ?? 0) + 1) } : current,
    notice: i18n.t('{{type}} scanned again: one more.', { type: row.name }),
  };
}
