import {
  type ComponentStatus,
  type ComponentTypeStatus,
  componentStatusNames,
  componentTypeStatusNames,
} from '@labstock/shared';
import { describe, expect, it } from 'vitest';
import { componentStatusName, componentTypeStatusName } from './status-names';

describe('status names', () => {
  it('are the spec names in English', () => {
    for (const [status, name] of Object.entries(componentStatusNames)) {
      expect(componentStatusName(Number(status) as ComponentStatus)).toBe(name);
    }
    for (const [status, name] of Object.entries(componentTypeStatusNames)) {
      expect(componentTypeStatusName(Number(status) as ComponentTypeStatus)).toBe(name);
    }
  });
});
