import { messages } from '@labstock/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { confirmReminder, confirmUserDeletion } from './parametrised-messages';

const t = i18n.t.bind(i18n);

describe("the spec's messages with values, in English", () => {
  it('are exactly what the shared message functions give', () => {
    for (const count of [0, 1, 7]) expect(confirmReminder(t, count)).toBe(messages.confirmReminder(count));
    for (const name of ['Rita Reserver', 'au100005', "O'Brien & <Co>"]) {
      expect(confirmUserDeletion(t, name)).toBe(messages.confirmUserDeletion(name));
    }
  });
});
