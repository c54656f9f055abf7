import { describe, expect, it } from 'vitest';
import { loanerName } from './loaner-name';

const lea = { firstName: 'Lea', lastName: 'Loaner', auId: 'au100003' };

describe('loanerName', () => {
  it('names a loaner by first and last name, with the AU id when asked', () => {
    expect(loanerName(lea)).toBe('Lea Loaner');
    expect(loanerName(lea, { withAuId: true })).toBe('Lea Loaner (au100003)');
  });

  it('names a loaner without a name by the AU id alone, and a loaner not shown by nothing', () => {
    const nameless = { ...lea, firstName: '', lastName: ' ' };
    expect(loanerName(nameless)).toBe('au100003');
    expect(loanerName(nameless, { withAuId: true })).toBe('au100003');
    expect(loanerName(null)).toBe('');
  });
});
