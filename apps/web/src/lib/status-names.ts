import { ComponentStatus, ComponentTypeStatus, RepairStatus, TrainingRequestStatus } from '@labstock/shared';
import { i18n } from '../i18n/i18n';

/**
 * A component's status as shown: in words, where the spec's names (componentStatusNames, the CSV files' and the
 * API's) run two words together, and translated in Danish.
 */
export function componentStatusName(status: ComponentStatus): string {
  switch (status) {
    case ComponentStatus.Available:
      return i18n.t('Available');
    case ComponentStatus.ReservedLoaner:
      return i18n.t('Reserved by loaner');
    case ComponentStatus.ReservedAdmin:
      return i18n.t('Reserved by the lab');
    case ComponentStatus.Loaned:
      return i18n.t('Loaned');
    case ComponentStatus.Defect:
      return i18n.t('Defect');
    case ComponentStatus.Trashed:
      return i18n.t('Trashed');
    case ComponentStatus.Lost:
      return i18n.t('Lost');
    case ComponentStatus.NeverReturned:
      return i18n.t('Never returned');
  }
}

/** A component type's status as shown, in the words of the component's. */
export function componentTypeStatusName(status: ComponentTypeStatus): string {
  return status === ComponentTypeStatus.ReservedAdmin
    ? componentStatusName(ComponentStatus.ReservedAdmin)
    : componentStatusName(ComponentStatus.Available);
}

/** A repair ticket's status as shown, in words. */
export function repairStatusName(status: RepairStatus): string {
  switch (status) {
    case RepairStatus.Open:
      return i18n.t('Open');
    case RepairStatus.InRepair:
      return i18n.t('In repair');
    case RepairStatus.Fixed:
      return i18n.t('Fixed');
    case RepairStatus.Scrapped:
      return i18n.t('Scrapped');
  }
}

/** A training request's status as shown, in words. */
export function trainingRequestStatusName(status: TrainingRequestStatus): string {
  switch (status) {
    case TrainingRequestStatus.Open:
      return i18n.t('Open');
    case TrainingRequestStatus.Granted:
      return i18n.t('Granted');
    case TrainingRequestStatus.Declined:
      return i18n.t('Declined');
  }
}
