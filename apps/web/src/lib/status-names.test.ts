import { ComponentStatus, ComponentTypeStatus, Language, RepairStatus, TrainingRequestStatus } from '@labstock/shared';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/language-packs';
import {
  componentStatusName,
  componentTypeStatusName,
  repairStatusName,
  trainingRequestStatusName,
} from './status-names';

const allStatuses = Object.values(ComponentStatus);

describe('status names', () => {
  it('are words in English, never the API names run together', () => {
    expect(allStatuses.map(componentStatusName)).toEqual([
      'Available',
      'Reserved by loaner',
      'Reserved by the lab',
      'Loaned',
      'Defect',
      'Trashed',
      'Lost',
      'Never returned',
    ]);
    expect(componentTypeStatusName(ComponentTypeStatus.Available)).toBe('Available');
    expect(componentTypeStatusName(ComponentTypeStatus.ReservedAdmin)).toBe('Reserved by the lab');
    expect(Object.values(RepairStatus).map(repairStatusName)).toEqual(['Open', 'In repair', 'Fixed', 'Scrapped']);
    expect(Object.values(TrainingRequestStatus).map(trainingRequestStatusName)).toEqual([
      'Open',
      'Granted',
      'Declined',
    ]);
  });

  it('are words in Danish', async () => {
    await changeLanguage(Language.Danish);
    expect(allStatuses.map(componentStatusName)).toEqual([
      'Ledig',
      'Reserveret af låner',
      'Reserveret af laboratoriet',
      'Udlånt',
      'Defekt',
      'Kasseret',
      'Bortkommet',
      'Aldrig afleveret',
    ]);
    expect(componentTypeStatusName(ComponentTypeStatus.ReservedAdmin)).toBe('Reserveret af laboratoriet');
    expect(Object.values(RepairStatus).map(repairStatusName)).toEqual([
      'Åben',
      'Under reparation',
      'Repareret',
      'Skrottet',
    ]);
    expect(Object.values(TrainingRequestStatus).map(trainingRequestStatusName)).toEqual(['Åben', 'Tildelt', 'Afvist']);
  });
});
