import { ComponentStatus } from '@labstock/shared';
import { describe, expect, it } from 'vitest';
import { lendingMessages } from './lending-messages.js';
import { decideStatusChange } from './status-machine.js';

const { Available, ReservedLoaner, ReservedAdmin, Loaned, Defect, Trashed, Lost } = ComponentStatus;

/** Spec §4, cause by cause; the HTTP tests of each flow check the same answers end to end. */
describe('decideStatusChange', () => {
  it('moves the lending flows between Available, ReservedLoaner and Loaned', () => {
    expect(decideStatusChange({ cause: 'reserve' })).toEqual({ from: Available, to: ReservedLoaner });
    expect(decideStatusChange({ cause: 'cancel' })).toEqual({ from: ReservedLoaner, to: Available });
    expect(decideStatusChange({ cause: 'expire' })).toEqual({ from: ReservedLoaner, to: Available });
    expect(decideStatusChange({ cause: 'hand-out-reservation' })).toEqual({ from: ReservedLoaner, to: Loaned });
    expect(decideStatusChange({ cause: 'hand-out', from: Available })).toEqual({ from: Available, to: Loaned });
    expect(decideStatusChange({ cause: 'hand-in', to: Defect })).toEqual({ from: Loaned, to: Defect });
  });

  it('hands out straight from the shelf only an Available component', () => {
    expect(() => decideStatusChange({ cause: 'hand-out', from: ReservedLoaner })).toThrow(
      lendingMessages.componentNotAvailable,
    );
  });

  it('never hands a component in as ReservedLoaner or Loaned', () => {
    for (const to of [ReservedLoaner, Loaned]) {
      expect(() => decideStatusChange({ cause: 'hand-in', to })).toThrow(lendingMessages.handinStatusNotAllowed);
    }
  });

  it('lets a hand edit set the statuses the flows do not own, and leave any status as it is', () => {
    expect(decideStatusChange({ cause: 'hand-edit', from: Available, to: Lost })).toEqual({
      from: Available,
      to: Lost,
    });
    expect(decideStatusChange({ cause: 'hand-edit', from: Loaned, to: Loaned })).toEqual({ from: Loaned, to: Loaned });
    expect(() => decideStatusChange({ cause: 'hand-edit', from: Loaned, to: Available })).toThrow(
      lendingMessages.statusLockedByFlow,
    );
    expect(() => decideStatusChange({ cause: 'hand-edit', from: Available, to: ReservedLoaner })).toThrow(
      lendingMessages.statusNotSettable(ReservedLoaner),
    );
  });

  it('starts a component added by hand only in a status the flows do not own', () => {
    expect(decideStatusChange({ cause: 'add', to: ReservedAdmin })).toEqual({ from: null, to: ReservedAdmin });
    expect(() => decideStatusChange({ cause: 'add', to: Loaned })).toThrow(lendingMessages.statusNotStartable(Loaned));
  });

  it('brings an imported ReservedLoaner or Loaned component in Available', () => {
    expect(decideStatusChange({ cause: 'import', to: Loaned })).toEqual({ from: null, to: Available });
    expect(decideStatusChange({ cause: 'import', to: ReservedLoaner })).toEqual({ from: null, to: Available });
    expect(decideStatusChange({ cause: 'import', to: Defect })).toEqual({ from: null, to: Defect });
  });

  it('takes a reported unit on the shelf to Defect, leaves a held or loaned one, refuses one gone from the lab', () => {
    for (const from of [Available, ReservedAdmin, Defect]) {
      expect(decideStatusChange({ cause: 'fault-report', from })).toEqual({ from, to: Defect });
    }
    for (const from of [ReservedLoaner, Loaned]) {
      expect(decideStatusChange({ cause: 'fault-report', from })).toEqual({ from, to: from });
    }
    expect(() => decideStatusChange({ cause: 'fault-report', from: Lost })).toThrow(
      lendingMessages.faultOnMissingUnit(Lost),
    );
  });

  it('ends a repair only of a Defect unit: Fixed makes it Available, Scrapped Trashed', () => {
    expect(decideStatusChange({ cause: 'repair', from: Defect, outcome: 'Fixed' })).toEqual({
      from: Defect,
      to: Available,
    });
    expect(decideStatusChange({ cause: 'repair', from: Defect, outcome: 'Scrapped' })).toEqual({
      from: Defect,
      to: Trashed,
    });
    expect(() => decideStatusChange({ cause: 'repair', from: Available, outcome: 'Fixed' })).toThrow(
      lendingMessages.repairedUnitNotDefect(Available),
    );
  });
});
