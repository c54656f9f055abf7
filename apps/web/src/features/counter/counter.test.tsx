import {
  type BatchHandoutRequest,
  type Booking,
  type Component,
  ComponentStatus,
  type Grant,
  Language,
  type Loan,
  type Loaner,
  type Reservation,
} from '@labstock/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/language-packs';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { type Answer, jsonResponse, type RecordedCall, stubServer } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as CounterScreen } from './route';

const loanerOf = (loanerId: number, firstName: string, auId: string, hasOverdueLoans = false): Loaner => ({
  loanerId,
  firstName,
  lastName: 'Nielsen',
  auId,
  studentNo: null,
  staffInitials: null,
  mobileNo: '12345678',
  email: `${firstName.toLowerCase()}@uni.example`,
  hasOverdueLoans,
  language: 'en',
  roles: [],
});
const freja = loanerOf(5, 'Freja', 'au612345');
const oskar = loanerOf(6, 'Oskar', 'au600001', true);
/** Her AU id holds Freja's: the server's search for Freja's finds Ida's bookings too. */
const ida = loanerOf(7, 'Ida', 'au6123450');

const component = (componentNumber: number, status: ComponentStatus): Component => ({
  componentId: 100 + componentNumber,
  componentTypeId: 7,
  componentNumber,
  serialNo: null,
  status,
  adminComment: null,
  userComment: null,
  currentLoanInformationId: status === ComponentStatus.Loaned ? 50 : null,
  openFaults: 0,
  calibratedOn: null,
  calibrationDueOn: null,
  currentLoan:
    status === ComponentStatus.Loaned
      ? {
          loanId: 50,
          loanerId: 6,
          loanerName: 'Oskar Nielsen',
          auId: 'au600001',
          loanDate: '2026-03-01T10:00:00Z',
          returnDate: '2026-04-01',
        }
      : null,
});
/** 3 and 2 available, 4 defect, 5 lent to Oskar, 6 reserved by Freja, 8 reserved by Oskar, 9 set aside for Freja. */
const inventory = [
  component(9, ComponentStatus.ReservedLoaner),
  component(2, ComponentStatus.Available),
  component(3, ComponentStatus.Available),
  component(4, ComponentStatus.Defect),
  component(5, ComponentStatus.Loaned),
  component(6, ComponentStatus.ReservedLoaner),
  component(8, ComponentStatus.ReservedLoaner),
];
const summary = (number: number) => ({
  componentId: 100 + number,
  componentTypeId: 7,
  componentTypeName: 'Servo SG90',
  componentNumber: number,
  adminComment: null,
});
const loan: Loan = {
  loanId: 50,
  loanerId: 6,
  componentId: 105,
  loanDate: '2026-03-01T10:00:00Z',
  returnDate: '2026-04-01',
  returnedAt: null,
  isEmailSent: false,
  lastEmailSend: null,
  isOverdue: true,
  extensions: 0,
  pendingExtension: null,
  faultReports: [],
  component: summary(5),
  loaner: oskar,
};
const reservationOf = (number: number, holder: Loaner): Reservation => ({
  reservationId: 60 + number,
  reservationDate: '2026-03-05T10:00:00Z',
  pickUpBy: '2026-03-13',
  bookingTo: null,
  loanerId: holder.loanerId,
  component: summary(number),
  loaner: holder,
});
const reservations = [reservationOf(6, freja), reservationOf(8, oskar), reservationOf(9, freja)];
const readyBooking = (bookingId: number, holder: Loaner, to: string, numbers: number[]): Booking => ({
  bookingId,
  componentTypeId: 7,
  componentTypeName: 'Servo SG90',
  loaner: holder,
  quantity: numbers.length,
  from: '2026-03-10',
  to,
  status: 'Ready',
  readyCount: numbers.length,
  collectedCount: 0,
  atRisk: false,
  setAside: numbers.map((number) => ({ componentId: 100 + number, componentNumber: number })),
  createdAt: '2026-03-01T10:00:00Z',
});
const bookings = [readyBooking(30, freja, '2026-03-20', [9]), readyBooking(31, ida, '2026-03-17', [2, 3])];

const labelOf = (number: number) => `https://labstock.example/details/7?component=${number}`;
const servo = {
  componentTypeId: 7,
  componentName: 'Servo SG90',
  categories: [],
  kind: 'Unit',
  requiredQualifications: [],
};
/** A consumable's label names its type alone: type 8 is resistors, 480 pcs in stock; type 7 is lent. */
const resistor = {
  componentTypeId: 8,
  componentName: 'Resistor 10 kΩ',
  categories: [],
  kind: 'Consumable',
  stockUnit: 'pcs',
  quantityInStock: 480,
  requiredQualifications: [],
};
const typeLabelOf = (componentTypeId: number) => `https://labstock.example/details/${componentTypeId}`;
const problemResponse = (status: number, body: Record<string, unknown>) =>
  jsonResponse(
    { status, title: status === 404 ? 'Not Found' : 'Conflict', ...body },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
const paged = (rows: unknown[]) =>
  jsonResponse(rows, { headers: { 'X-Pagination': JSON.stringify({ TotalCount: rows.length }) } });

function lab(call: RecordedCall): Response {
  const url = new URL(call.url, 'http://localhost');
  const search = url.searchParams.get('searchString') ?? '';
  switch (url.pathname) {
    case '/api/Environment':
      return jsonResponse({ environment: 'Test', version: '2.3.2', labToday: '2026-03-10' });
    case '/api/Loaners/auid/au612345':
      return jsonResponse(freja);
    case '/api/Loaners/auid/au600001':
      return jsonResponse(oskar);
    case '/api/ComponentTypes/7':
      return jsonResponse(servo);
    case '/api/ComponentTypes/8':
      return jsonResponse(resistor);
    case '/api/ComponentTypes/99':
      return problemResponse(404, { detail: 'Component type 99 was not found.' });
    case '/api/Component':
      return paged(inventory.filter((c) => String(c.componentNumber).includes(search)));
    case '/api/Loans':
      return paged(search === 'au600001' ? [loan] : []);
    case '/api/Reservations':
      // The server's search matches the AU id of the holder.
      return paged(reservations.filter((row) => row.loaner?.auId === search));
    case '/api/Bookings':
      // Only the loaner's ready bookings are asked for.
      return paged(
        url.searchParams.getAll('status').join() === 'Ready'
          ? bookings.filter((row) => String(row.loaner?.loanerId) === url.searchParams.get('loanerId'))
          : [],
      );
    case '/api/Loans/setting':
      return jsonResponse({ defaultReturnDate: '2026-04-01' });
    case '/api/Loans/batch': {
      const { componentIds, consumables } = call.body as BatchHandoutRequest;
      const loans = componentIds.map((componentId) => ({
        ...loan,
        componentId,
        component: summary(componentId - 100),
      }));
      // With consumables the answer gains their issues (API.md, POST Loans/batch).
      if (!consumables) return jsonResponse(loans, { status: 201 });
      const issues = consumables.map((item, index) => ({
        stockMovementId: 900 + index,
        componentTypeId: item.componentTypeId,
        kind: 'Issue',
        quantity: -item.quantity,
        quantityAfter: resistor.quantityInStock - item.quantity,
        loaner: null,
        actor: null,
        note: null,
        createdAt: '2026-03-10T10:00:00Z',
      }));
      return jsonResponse({ loans, issues }, { status: 201 });
    }
    case '/api/Loans/handin':
      return new Response(null, { status: 204 });
    default:
      // The loaner's qualifications shown below the hand-out.
      if (/^\/api\/Loaners\/\d+\/qualifications$/.test(url.pathname)) return jsonResponse([]);
      return jsonResponse({});
  }
}

const postsTo = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.url === `/api${path}`);

async function identify(auId: string, answer?: Answer) {
  const calls = stubServer(lab, answer);
  renderWithProviders(<CounterScreen />);
  await userEvent.type(screen.getByRole('textbox', { name: /Au id/ }), `${auId}{Enter}`);
  await screen.findByText(/^Loaner: /);
  return calls;
}

async function scan(number: number) {
  const field = screen.getByRole('textbox', { name: 'Scan a label' });
  await waitFor(() => expect(field).toHaveFocus());
  await userEvent.keyboard(`${labelOf(number)}{Enter}`);
}

const scanLog = () => screen.getByRole('log', { name: 'Scan messages' });

const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: /Components to/ });
  const cell = await within(table).findByText(name);
  return cell.closest('tr') as HTMLElement;
};

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Clerk'] })));
afterEach(() => vi.unstubAllGlobals());

describe('Counter: hand-out', { timeout: 30_000 }, () => {
  it('finds the loaner by AU id and shows their held reservations; the scan field takes the focus', async () => {
    await identify('au612345');

    expect(screen.getByText('Loaner: Freja Nielsen (au612345)')).toBeVisible();
    expect(await screen.findByText('Servo SG90 no. 6, pick up by 13-03-2026')).toBeVisible();
    expect(screen.queryByText(/no. 8, pick up by/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Scan a label' })).toHaveFocus());
  });

  it("shows the loaner's qualifications below the hand-out, for the Clerk to grant after a training", async () => {
    const calls = await identify('au612345', (call) =>
      call.url.endsWith('/qualifications')
        ? jsonResponse([
            { qualificationId: 1, name: 'Soldering safety', grantedOn: '2026-01-10', expiresOn: null, grantedBy: null },
          ])
        : undefined,
    );
    const section = screen.getByRole('region', { name: 'Qualifications' });
    expect(await within(section).findByText('Soldering safety')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Grant qualification' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Revoke Soldering safety' })).toBeInTheDocument();
    const loaner = calls.find((call) => call.url.endsWith('/qualifications'));
    expect(loaner?.url).toMatch(/^\/api\/Loaners\/\d+\/qualifications$/);
  });

  it('checks each scanned label at once, in words', async () => {
    await identify('au612345');
    await screen.findByText('Servo SG90 no. 6, pick up by 13-03-2026');

    for (const number of [6, 3, 8, 5, 4]) await scan(number);

    expect(within(await rowOf('Servo SG90 no. 6')).getByText('Reserved by this loaner')).toBeVisible();
    expect(within(await rowOf('Servo SG90 no. 3')).getByText('Available')).toBeVisible();
    expect(within(await rowOf('Servo SG90 no. 8')).getByText('Reserved by someone else')).toBeVisible();
    expect(within(await rowOf('Servo SG90 no. 5')).getByText('Already on loan')).toBeVisible();
    expect(within(await rowOf('Servo SG90 no. 4')).getByText('Not available (Defect)')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Scan a label' })).toHaveFocus();
  });

  it('lists a label scanned twice once, and a removed row can be scanned again', async () => {
    const calls = await identify('au612345');

    await scan(3);
    await rowOf('Servo SG90 no. 3');
    await scan(3);

    expect(await screen.findByText('This label is already in the list.')).toBeVisible();
    expect(screen.getAllByText('Servo SG90 no. 3')).toHaveLength(1);
    expect(calls.filter((call) => call.url.startsWith('/api/Component?'))).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Servo SG90 no. 3' }));
    expect(screen.queryByText('Servo SG90 no. 3')).not.toBeInTheDocument();
    await scan(3);
    expect(await rowOf('Servo SG90 no. 3')).toBeVisible();
  });

  it('hands out the components that may go, with the return date, in one request; then clears for the next', async () => {
    const calls = await identify('au612345');
    await screen.findByText('Servo SG90 no. 6, pick up by 13-03-2026');
    for (const number of [6, 3, 5]) await scan(number);
    await rowOf('Servo SG90 no. 5');

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(postsTo(calls, '/Loans/batch').map((call) => call.body)).toEqual([
        { loanerId: 5, handinDate: '2026-04-01', force: false, componentIds: [106, 103] },
      ]),
    );
    expect(await screen.findByText('Handed out 2 component(s) to Freja Nielsen.')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Servo SG90 no. 6')).not.toBeInTheDocument());
    expect(screen.queryByText(/^Loaner: /)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Au id/ })).toHaveValue('');
  });

  it('confirms with Ctrl+Enter in the scan field, so the hands stay on the keyboard', async () => {
    const calls = await identify('au612345');
    await scan(3);
    await rowOf('Servo SG90 no. 3');

    await userEvent.keyboard('{Control>}{Enter}{/Control}');

    await waitFor(() => expect(postsTo(calls, '/Loans/batch')[0]?.body).toMatchObject({ componentIds: [103] }));
  });

  it('asks for force when the loaner is overdue, and sends it', async () => {
    const calls = await identify('au600001');
    expect(screen.getByText(/overdue/i, { selector: '.MuiAlert-message' })).toBeVisible();
    await scan(2);
    await rowOf('Servo SG90 no. 2');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'force handout' }));
    await userEvent.click(confirm);

    await waitFor(() => expect(postsTo(calls, '/Loans/batch')[0]?.body).toMatchObject({ force: true }));
  });

  it('says why Ctrl+Enter cannot hand out yet, and takes the Clerk to the force tick, keyboard only', async () => {
    const calls = await identify('au600001');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Scan a label' })).toHaveFocus());
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(within(scanLog()).getByText('Scan the labels of the components to hand out first.')).toBeVisible();
    await scan(2);
    await rowOf('Servo SG90 no. 2');

    await userEvent.keyboard('{Control>}{Enter}{/Control}');

    expect(
      within(scanLog()).getByText('This loaner has overdue loans: tick "force handout" to hand out anyway.'),
    ).toBeVisible();
    const force = screen.getByRole('checkbox', { name: 'force handout' });
    expect(force).toHaveFocus();
    expect(postsTo(calls, '/Loans/batch')).toEqual([]);
    await userEvent.keyboard(' ');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() =>
      expect(postsTo(calls, '/Loans/batch').map((call) => call.body)).toEqual([
        { loanerId: 6, handinDate: '2026-04-01', force: true, componentIds: [102] },
      ]),
    );
  });

  it('says so when nothing listed can go to the loaner', async () => {
    const calls = await identify('au612345');
    await scan(4);
    await rowOf('Servo SG90 no. 4');

    await userEvent.keyboard('{Control>}{Enter}{/Control}');

    expect(within(scanLog()).getByText('Nothing in the list can go to this loaner.')).toBeVisible();
    expect(postsTo(calls, '/Loans/batch')).toEqual([]);
  });

  it('keeps a refused label in view while the next ones are scanned, until the Clerk dismisses it', async () => {
    await identify('au612345');
    const field = screen.getByRole('textbox', { name: 'Scan a label' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('https://labstock.example/details/7/x{Enter}');
    await scan(3);
    await rowOf('Servo SG90 no. 3');
    await scan(3);
    await scan(2);
    await rowOf('Servo SG90 no. 2');

    const log = scanLog();
    expect(log).toHaveAttribute('aria-live', 'assertive');
    expect(within(log).getByText('This is not a Labstock component label.')).toBeVisible();
    expect(within(log).getByText('This label is already in the list.')).toBeVisible();

    await userEvent.click(within(log).getAllByRole('button', { name: 'Dismiss' })[0] as HTMLElement);

    expect(within(log).queryByText('This is not a Labstock component label.')).not.toBeInTheDocument();
    expect(within(log).getByText('This label is already in the list.')).toBeVisible();
    expect(field).toHaveFocus();
  });

  it("tells a component's or a consumable's label scanned into the Au id field, and empties it for the loaner's card", async () => {
    const calls = stubServer(lab);
    renderWithProviders(<CounterScreen />);
    const auId = screen.getByRole('textbox', { name: /Au id/ });

    await userEvent.type(auId, `${labelOf(3)}{Enter}`);

    const text = "That is a component's label, not an Au id: scan the loaner's card or type their Au id.";
    expect(auId).toHaveValue('');
    expect(auId).toHaveAccessibleDescription(text);
    expect(auId).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(auId, `${typeLabelOf(8)}{Enter}`);
    expect(auId).toHaveValue('');
    expect(auId).toHaveAccessibleDescription(text);
    expect(calls.filter((call) => call.url.startsWith('/api/Loaners'))).toEqual([]);
    await userEvent.type(auId, 'au612345{Enter}');
    expect(await screen.findByText('Loaner: Freja Nielsen (au612345)')).toBeVisible();
  });

  it("shows the server's reason on each refused row and keeps the list", async () => {
    await identify('au612345', (call) =>
      call.url === '/api/Loans/batch'
        ? jsonResponse(
            {
              status: 409,
              title: 'Conflict',
              detail: 'Nothing was handed out.',
              components: [{ componentId: 102, reason: 'Servo SG90 no. 2 was just lent to someone else.' }],
            },
            { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
          )
        : undefined,
    );
    for (const number of [2, 3]) await scan(number);
    await rowOf('Servo SG90 no. 3');

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    const refused = await rowOf('Servo SG90 no. 2');
    expect(await within(refused).findByText('Servo SG90 no. 2 was just lent to someone else.')).toBeVisible();
    expect(within(await rowOf('Servo SG90 no. 3')).getByText('Available')).toBeVisible();
    expect(screen.getByText('Nothing was handed out: see the reason on each row.')).toBeVisible();
  });

  it("shows the server's refusal of a return date past a unit's calibration beside the date, and uses the latest that works", async () => {
    let refused = false;
    const calls = await identify('au612345', (call) => {
      if (call.url !== '/api/Loans/batch' || refused) return undefined;
      refused = true;
      return jsonResponse(
        {
          status: 409,
          title: 'Conflict',
          detail:
            'Servo SG90 No. 3 is due for calibration on 20-03-2026: it can be lent until 19-03-2026 at the latest.',
          componentId: 103,
          latestReturnDate: '2026-03-19',
        },
        { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
      );
    });
    await scan(3);
    await rowOf('Servo SG90 no. 3');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    const detail = await screen.findByText(
      'Servo SG90 No. 3 is due for calibration on 20-03-2026: it can be lent until 19-03-2026 at the latest.',
    );
    expect(detail.closest('[role="alert"]')).toBeVisible();
    // Said beside the date, where the Clerk picks another, and not again as a notice.
    expect(screen.getAllByText(/is due for calibration/)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Use 19-03-2026' }));
    expect(screen.getByDisplayValue('19-03-2026')).toBeInTheDocument();
    expect(screen.queryByText(/is due for calibration/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(postsTo(calls, '/Loans/batch').map((call) => (call.body as { handinDate: string }).handinDate)).toEqual([
        '2026-04-01',
        '2026-03-19',
      ]),
    );
    expect(await screen.findByText('Handed out 1 component(s) to Freja Nielsen.')).toBeVisible();
  });
});

describe('Counter: qualifications', { timeout: 30_000 }, () => {
  const solderingSafety = { qualificationId: 1, name: 'Soldering safety' };
  const grantOf = (grantedOn: string, expiresOn: string | null): Grant => ({
    ...solderingSafety,
    grantedOn,
    expiresOn,
    grantedBy: 'Cleo Clerk',
  });
  const needsText = 'Needs Soldering safety: grant it below once they have had the training.';

  /**
   * The counter with Freja found, where the servo requires Soldering safety and she holds `grants`. The Clerk holds
   * it (the type's `held`), which says nothing of Freja. A grant through the panel counts from the lab's today.
   */
  function identifyFreja(grants: Grant[]) {
    let held = grants;
    return identify('au612345', (call) => {
      const path = new URL(call.url, 'http://localhost').pathname;
      if (path === '/api/ComponentTypes/7') {
        const requiredQualifications = [{ ...solderingSafety, held: true, expiresOn: null, own: true }];
        return jsonResponse({ ...servo, requiredQualifications });
      }
      if (path === '/api/Qualifications') {
        return jsonResponse([{ ...solderingSafety, description: null, validForDays: 365 }]);
      }
      if (path !== '/api/Loaners/5/qualifications') return undefined;
      if (call.method === 'POST') {
        held = [grantOf('2026-03-10', '2027-03-10')];
        return jsonResponse(held[0], { status: 201 });
      }
      return jsonResponse(held);
    });
  }

  async function scanServo() {
    await scan(3);
    return rowOf('Servo SG90 no. 3');
  }

  it('says at once that a unit needs a qualification the loaner lacks, and leaves it out of the hand-out', async () => {
    const calls = await identifyFreja([]);
    const row = await scanServo();

    expect(await within(row).findByText(needsText)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(within(scanLog()).getByText('Nothing in the list can go to this loaner.')).toBeVisible();
    expect(postsTo(calls, '/Loans/batch')).toEqual([]);

    await userEvent.keyboard(`${typeLabelOf(8)}{Enter}`);
    await rowOf('Resistor 10 kΩ');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(postsTo(calls, '/Loans/batch')[0]?.body).toMatchObject({
        componentIds: [],
        consumables: [{ componentTypeId: 8, quantity: 1 }],
      }),
    );
  });

  it("does not count a grant on its expiry day, the lab's today", async () => {
    const calls = await identifyFreja([grantOf('2026-01-10', '2026-03-10')]);
    const row = await scanServo();

    expect(await within(row).findByText(needsText)).toBeVisible();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(within(scanLog()).getByText('Nothing in the list can go to this loaner.')).toBeVisible();
    expect(postsTo(calls, '/Loans/batch')).toEqual([]);
  });

  it('counts a grant that expires tomorrow, and hands the unit out', async () => {
    const calls = await identifyFreja([grantOf('2026-01-10', '2026-03-11')]);
    const row = await scanServo();

    expect(within(row).getByText('Available')).toBeVisible();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);

    await waitFor(() => expect(postsTo(calls, '/Loans/batch')[0]?.body).toMatchObject({ componentIds: [103] }));
  });

  it('lets the unit go once the Clerk grants the qualification below, without scanning it again', async () => {
    const calls = await identifyFreja([]);
    const row = await scanServo();
    await within(row).findByText(needsText);

    const section = screen.getByRole('region', { name: 'Qualifications' });
    await userEvent.click(within(section).getByRole('button', { name: 'Grant qualification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant qualification' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Qualification' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Soldering safety' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Freja Nielsen now holds Soldering safety.')).toBeInTheDocument();

    expect(await within(row).findByText('Available')).toBeVisible();
    expect(within(row).queryByText(needsText)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(postsTo(calls, '/Loans/batch').map((call) => call.body)).toEqual([
        { loanerId: 5, handinDate: '2026-04-01', force: false, componentIds: [103] },
      ]),
    );
  });
});

describe('Counter: consumables', { timeout: 30_000 }, () => {
  const quantityOf = (name: string) => screen.findByRole('spinbutton', { name: `Quantity of ${name}` });

  async function scanText(text: string) {
    const field = screen.getByRole('textbox', { name: 'Scan a label' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard(`${text}{Enter}`);
  }

  it("adds a row with a quantity in the consumable's unit for its label; a second scan counts one more", async () => {
    await identify('au612345');

    await scanText(typeLabelOf(8));

    const row = await rowOf('Resistor 10 kΩ');
    const quantity = await quantityOf('Resistor 10 kΩ');
    expect(quantity).toHaveValue(1);
    expect(within(row).getByText('pcs')).toBeVisible();
    expect(within(row).getByText('In stock: 480 pcs')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Scan a label' })).toHaveFocus();

    await scanText(`${typeLabelOf(8)}/`);

    await waitFor(() => expect(quantity).toHaveValue(2));
    expect(within(scanLog()).getByText('Resistor 10 kΩ scanned again: one more.')).toBeVisible();
    expect(screen.getAllByText('Resistor 10 kΩ')).toHaveLength(1);
  });

  it("refuses a lent type's own label and an unknown type's; a lent type's component label stays a unit", async () => {
    await identify('au612345');

    await scanText(typeLabelOf(7));
    await scanText(typeLabelOf(99));
    await scan(3);

    expect(within(await rowOf('Servo SG90 no. 3')).getByText('Available')).toBeVisible();
    const log = scanLog();
    expect(
      await within(log).findByText('Servo SG90 is lent, not taken from stock: scan one of its components.'),
    ).toBeVisible();
    expect(await within(log).findByText('Component type 99 does not exist.')).toBeVisible();
    expect(screen.queryByRole('spinbutton', { name: /^Quantity of/ })).not.toBeInTheDocument();
  });

  it('hands out the units and the consumables in one request, and the receipt lists both', async () => {
    const calls = await identify('au612345');
    await scan(3);
    await scanText(typeLabelOf(8));
    const quantity = await quantityOf('Resistor 10 kΩ');

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(postsTo(calls, '/Loans/batch').map((call) => call.body)).toEqual([
        {
          loanerId: 5,
          handinDate: '2026-04-01',
          force: false,
          componentIds: [103],
          consumables: [{ componentTypeId: 8, quantity: 20 }],
        },
      ]),
    );
    expect(await screen.findByText('Handed out to Freja Nielsen.')).toBeVisible();
    const receipt = screen.getByRole('region', { name: 'Receipt' });
    expect(within(receipt).getByText('Handed out to Freja Nielsen')).toBeVisible();
    expect(
      within(receipt)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Servo SG90 no. 3, back by 01-04-2026', 'Resistor 10 kΩ: 20 pcs']);
    expect(screen.queryByRole('table', { name: 'Components to hand out' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /Au id/ }), 'au600001{Enter}');
    await screen.findByText(/^Loaner: Oskar/);
    expect(screen.queryByRole('region', { name: 'Receipt' })).not.toBeInTheDocument();
  });

  it('issues consumables alone by keyboard, without force or a return date to check for an overdue loaner', async () => {
    const calls = await identify('au600001');
    await scanText(typeLabelOf(8));
    await quantityOf('Resistor 10 kΩ');

    // Past the camera button to the quantity; Enter there goes back to the scan field, Ctrl+Enter confirms.
    await userEvent.tab();
    await userEvent.tab();
    expect(await quantityOf('Resistor 10 kΩ')).toHaveFocus();
    await userEvent.keyboard('{Backspace}15{Enter}');
    expect(screen.getByRole('textbox', { name: 'Scan a label' })).toHaveFocus();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');

    await waitFor(() =>
      expect(postsTo(calls, '/Loans/batch').map((call) => call.body)).toEqual([
        {
          loanerId: 6,
          handinDate: '2026-04-01',
          force: false,
          componentIds: [],
          consumables: [{ componentTypeId: 8, quantity: 15 }],
        },
      ]),
    );
    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    expect(within(receipt).getByRole('listitem')).toHaveTextContent('Resistor 10 kΩ: 15 pcs');
  });

  it('says what is left of the consumable when the server refuses for want of stock, and keeps the list', async () => {
    const calls = await identify('au612345', (call) =>
      call.url === '/api/Loans/batch'
        ? problemResponse(409, { detail: 'Not enough in stock: only 10 pcs left.', componentTypeId: 8, available: 10 })
        : undefined,
    );
    await scan(3);
    await scanText(typeLabelOf(8));
    const quantity = await quantityOf('Resistor 10 kΩ');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '20');

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Nothing was handed out: only 10 pcs of Resistor 10 kΩ in stock.')).toBeVisible();
    expect(within(await rowOf('Resistor 10 kΩ')).getByText('Only 10 pcs in stock')).toBeVisible();
    expect(within(await rowOf('Servo SG90 no. 3')).getByText('Available')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Receipt' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.click(screen.getByRole('textbox', { name: 'Scan a label' }));
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(within(scanLog()).getByText('Only 10 pcs of Resistor 10 kΩ in stock: lower its quantity.')).toBeVisible();
    expect(postsTo(calls, '/Loans/batch')).toHaveLength(1);

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });
});

describe('Counter: in Danish', { timeout: 60_000 }, () => {
  it('keeps refusals in view, says why Ctrl+Enter waits and tells a label in the AU id field apart', async () => {
    await act(() => changeLanguage(Language.Danish));
    stubServer(lab);
    renderWithProviders(<CounterScreen />);
    const auId = screen.getByRole('textbox', { name: /AU-id/ });
    await userEvent.type(auId, `${labelOf(3)}{Enter}`);
    expect(auId).toHaveAccessibleDescription(
      'Det er en komponents etiket, ikke et AU-id: scan lånerens kort, eller skriv lånerens AU-id.',
    );
    await userEvent.type(auId, 'au600001{Enter}');
    await screen.findByText('Låner: Oskar Nielsen (au600001)');
    const field = screen.getByRole('textbox', { name: 'Scan en etiket' });
    await waitFor(() => expect(field).toHaveFocus());

    await userEvent.keyboard('ikke en etiket{Enter}');
    await userEvent.keyboard(`${labelOf(2)}{Enter}`);
    expect(await screen.findByText('Servo SG90 nr. 2')).toBeVisible();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');

    const log = screen.getByRole('log', { name: 'Scanningsbeskeder' });
    expect(within(log).getByText('Dette er ikke en Labstock-komponentetiket.')).toBeVisible();
    expect(
      within(log).getByText(
        'Låneren har lån, der er overskredet: sæt flueben ved "gennemtving udlevering" for at udlevere alligevel.',
      ),
    ).toBeVisible();
    expect(within(log).getAllByRole('button', { name: 'Luk' })).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'gennemtving udlevering' })).toHaveFocus();
  });
});

describe('Counter: ready bookings', { timeout: 30_000 }, () => {
  const dateField = () => screen.getByRole('group', { name: 'Handin date' });
  const bookingDateNote = 'The return date is the last day of the booking of 1 × Servo SG90, 10-03-2026 to 20-03-2026.';

  it("shows the loaner's ready bookings with the units set aside, and not another loaner's", async () => {
    await identify('au612345');

    expect(await screen.findByText('1 × Servo SG90, 10-03-2026 to 20-03-2026, set aside: #9')).toBeVisible();
    expect(screen.queryByText(/set aside: #2, #3/)).not.toBeInTheDocument();
    expect(screen.getByText('Servo SG90 no. 6, pick up by 13-03-2026')).toBeVisible();
  });

  it('says when the loaner has no ready bookings', async () => {
    await identify('au600001');

    expect(await screen.findByText('No bookings are ready for pick-up.')).toBeVisible();
  });

  it("adds a booking's set-aside units to the list, and hands them out until the booking's last day", async () => {
    const calls = await identify('au612345');
    await within(await screen.findByRole('group', { name: 'Handin date' })).findByDisplayValue('01-04-2026');

    await userEvent.click(await screen.findByRole('button', { name: 'Add to list: 1 × Servo SG90' }));

    expect(within(await rowOf('Servo SG90 no. 9')).getByText('Reserved by this loaner')).toBeVisible();
    expect(within(dateField()).getByDisplayValue('20-03-2026')).toBeInTheDocument();
    expect(screen.getByText(bookingDateNote)).toBeVisible();
    await scan(3);
    await rowOf('Servo SG90 no. 3');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(postsTo(calls, '/Loans/batch').map((call) => call.body)).toEqual([
        { loanerId: 5, handinDate: '2026-03-20', force: false, componentIds: [109, 103] },
      ]),
    );
  });

  it("takes the booking's last day for a scanned set-aside unit too, and the default again once it leaves the list", async () => {
    await identify('au612345');
    await screen.findByText('1 × Servo SG90, 10-03-2026 to 20-03-2026, set aside: #9');

    await scan(9);
    await rowOf('Servo SG90 no. 9');
    expect(within(dateField()).getByDisplayValue('20-03-2026')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Servo SG90 no. 9' }));
    expect(within(dateField()).getByDisplayValue('01-04-2026')).toBeInTheDocument();
    expect(screen.queryByText(bookingDateNote)).not.toBeInTheDocument();
  });

  it('keeps the date the Clerk picked, and no longer names the booking', async () => {
    const calls = await identify('au612345');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to list: 1 × Servo SG90' }));
    await rowOf('Servo SG90 no. 9');

    await userEvent.click(within(dateField()).getByRole('spinbutton', { name: 'Day' }));
    await userEvent.keyboard('18032026');

    await waitFor(() => expect(within(dateField()).getByDisplayValue('18-03-2026')).toBeInTheDocument());
    expect(screen.queryByText(bookingDateNote)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(postsTo(calls, '/Loans/batch')[0]?.body).toMatchObject({ handinDate: '2026-03-18' }));
  });
});

describe('Counter: hand-in', { timeout: 30_000 }, () => {
  it('lists each scanned loan with a status, Available unless chosen, and takes them back in one request', async () => {
    const calls = stubServer(lab);
    renderWithProviders(<CounterScreen />);
    await userEvent.click(screen.getByRole('tab', { name: 'Hand in' }));

    await scan(5);
    const row = await rowOf('Servo SG90 no. 5');
    expect(within(row).getByText('Oskar Nielsen (au600001)')).toBeVisible();
    await scan(3);
    expect(await within(scanLog()).findByText('Servo SG90 no. 3 is not on loan.')).toBeVisible();

    await userEvent.click(within(row).getByRole('combobox', { name: 'Status of Servo SG90 no. 5' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Defect' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(postsTo(calls, '/Loans/handin').map((call) => call.body)).toEqual([
        { items: [{ loanId: 50, status: ComponentStatus.Defect }] },
      ]),
    );
    expect(await screen.findByText('Took back 1 component(s).')).toBeVisible();
  });

  it('shows the faults reported on a scanned loan and starts its row from Defect', async () => {
    const fault = {
      faultReportId: 8,
      componentId: 105,
      description: 'Gears grind',
      imageUrl: '/api/Faults/8/image?v=abc',
      reportedBy: { loanerId: 6, name: 'Oskar Nielsen', auId: 'au600001' },
      createdAt: '2026-03-08T09:30:00Z',
      repairTicketId: null,
    };
    const calls = stubServer(lab, (call) =>
      call.url.startsWith('/api/Loans?') ? paged([{ ...loan, faultReports: [fault] }]) : undefined,
    );
    renderWithProviders(<CounterScreen />);
    await userEvent.click(screen.getByRole('tab', { name: 'Hand in' }));

    await scan(5);
    const row = await rowOf('Servo SG90 no. 5');
    const faults = within(row).getByRole('region', { name: '1 fault(s) reported while on loan' });
    expect(within(faults).getByText('Gears grind')).toBeVisible();
    expect(within(faults).getByRole('link', { name: 'Photo of the fault' })).toHaveAttribute(
      'href',
      '/api/Faults/8/image?v=abc',
    );
    expect(within(row).getByRole('combobox', { name: 'Status of Servo SG90 no. 5' })).toHaveTextContent('Defect');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(postsTo(calls, '/Loans/handin').map((call) => call.body)).toEqual([
        { items: [{ loanId: 50, status: ComponentStatus.Defect }] },
      ]),
    );
  });
});
