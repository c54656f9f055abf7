import { type ActivityEntry, ActivityKind, ComponentStatus, Language, RoleName } from '@labstock/shared';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/language-packs';
import { changeText, componentText, whatText, whoText } from './describe-activity';

const rita = { loanerId: 5, name: 'Rita Reserver', auId: 'au100005' };
const carl = { loanerId: 6, name: 'Carl Clerk', auId: 'au100006' };
const entry = (fields: Partial<ActivityEntry>): ActivityEntry => ({
  activityId: 1,
  at: '2026-03-10T10:00:00.000Z',
  kind: ActivityKind.ReservationCreated,
  actor: rita,
  loaner: rita,
  componentId: 70,
  componentNumber: 2,
  componentTypeId: 7,
  componentTypeName: 'Arduino Uno',
  componentTypeDeleted: false,
  loanId: null,
  reservationId: 9,
  before: null,
  after: null,
  ...fields,
});

describe('activity texts', () => {
  it('names who did it, or the system', () => {
    expect(whoText(entry({}))).toBe('Rita Reserver (au100005)');
    expect(whoText(entry({ actor: null, kind: ActivityKind.ReservationExpired }))).toBe('System');
  });

  it('names the loaner when someone else acted for them', () => {
    expect(whatText(entry({}))).toBe('Reserved');
    expect(whatText(entry({ kind: ActivityKind.LoanHandedOut, actor: carl }))).toBe(
      'Handed out, loaner Rita Reserver (au100005)',
    );
  });

  it('names the component, and a deleted one as such', () => {
    expect(componentText(entry({}))).toBe('Arduino Uno no. 2');
    expect(componentText(entry({ componentNumber: null }))).toBe('Arduino Uno (deleted component)');
    expect(componentText(entry({ componentId: null }))).toBe('Arduino Uno');
  });

  it("names a deleted type's entries by the name it had, and says it is deleted", () => {
    const gone = { componentTypeDeleted: true, componentNumber: null };
    expect(componentText(entry({ ...gone }))).toBe('A unit of Arduino Uno (deleted type)');
    expect(componentText(entry({ ...gone, componentId: null }))).toBe('Arduino Uno (deleted type)');
    expect(componentText(entry({ ...gone, componentTypeName: null }))).toBe('A unit of a deleted type');
    expect(componentText(entry({ ...gone, componentTypeName: null, componentId: null }))).toBe('A deleted type');
  });

  it('says a cancelled booking is a booking cancelled', () => {
    expect(whatText(entry({ kind: ActivityKind.BookingCancelled }))).toBe('Booking cancelled');
    expect(whatText(entry({ kind: ActivityKind.BookingCancelled, actor: carl }))).toBe(
      'Booking cancelled, loaner Rita Reserver (au100005)',
    );
  });

  it('speaks Danish', async () => {
    await changeLanguage(Language.Danish);
    expect(whatText(entry({ kind: ActivityKind.BookingCancelled }))).toBe('Booking annulleret');
    const gone = { componentTypeDeleted: true, componentNumber: null };
    expect(componentText(entry({ ...gone }))).toBe('En enhed af Arduino Uno (slettet type)');
    expect(componentText(entry({ ...gone, componentId: null }))).toBe('Arduino Uno (slettet type)');
    expect(componentText(entry({ ...gone, componentTypeName: null }))).toBe('En enhed af en slettet type');
    expect(componentText(entry({ ...gone, componentTypeName: null, componentId: null }))).toBe('En slettet type');
  });

  it('shows the changed fields before → after, with status names and dd-MM-yyyy dates', () => {
    const handedOut = entry({
      kind: ActivityKind.LoanHandedOut,
      before: { status: ComponentStatus.ReservedLoaner },
      after: { status: ComponentStatus.Loaned, returnDate: '2026-03-20' },
    });
    expect(changeText(handedOut)).toBe('Status: Reserved by loaner → Loaned; Return date: 20-03-2026');
  });

  it('shows a type edit with category names, type status names and a replaced image', () => {
    const edited = entry({
      kind: ActivityKind.ComponentTypeEdited,
      before: { status: 0, categoryIds: [1], image: 'abc' },
      after: { status: 1, categoryIds: [1, 2], image: 'def' },
    });
    const names: Record<number, string> = { 1: 'Sensors', 2: 'Kits' };
    expect(changeText(edited, (id) => names[id])).toBe(
      'Status: Available → Reserved by the lab; Categories: Sensors → Sensors, Kits; Image replaced',
    );
  });

  it("shows a type's change of kind and its stock settings", () => {
    const edited = entry({
      kind: ActivityKind.ComponentTypeEdited,
      before: { kind: 'Unit', stockUnit: null, reorderLevel: null, selfService: false },
      after: { kind: 'Consumable', stockUnit: 'pcs', reorderLevel: 100, selfService: true },
    });
    expect(changeText(edited)).toBe(
      'Kind: Lent → Consumable; Stock unit: — → pcs; Reorder level: — → 100; Self-service: No → Yes',
    );
  });

  it('shows only the values of an added or deleted component', () => {
    const added = entry({ kind: ActivityKind.ComponentAdded, after: { componentNumber: 3, serialNo: null } });
    expect(changeText(added)).toBe('Component number: 3; Serial number: —');
  });

  it('shows an extension request as the return date it had and the date it asked for, a decline with its reason', () => {
    const asked = entry({
      kind: ActivityKind.ExtensionRequested,
      before: { returnDate: '2026-03-20' },
      after: { requestedReturnDate: '2026-04-03' },
    });
    expect(changeText(asked)).toBe('Return date: 20-03-2026; Requested return date: 03-04-2026');
    const declined = entry({
      kind: ActivityKind.ExtensionDeclined,
      actor: carl,
      before: { requestedReturnDate: '2026-04-03' },
      after: { reason: 'Booked for a course' },
    });
    expect(changeText(declined)).toBe('Requested return date: 03-04-2026; Reason: Booked for a course');
  });

  it("shows a change of the roles from the organisation by the system, in the user's language", async () => {
    const taken = entry({
      kind: ActivityKind.OrganisationRolesChanged,
      actor: null,
      componentId: null,
      componentTypeId: null,
      before: { rolesFromOrganisation: [RoleName.Clerk, RoleName.Admin] },
      after: { rolesFromOrganisation: [] },
    });
    expect(whatText(taken)).toBe('Roles from the organisation changed, loaner Rita Reserver (au100005)');
    expect(changeText(taken)).toBe('Roles from the organisation: Clerk, Admin → —');
    await changeLanguage(Language.Danish);
    expect(changeText(taken)).toBe('Roller fra organisationen: Ekspedient, Administrator → —');
  });
});
