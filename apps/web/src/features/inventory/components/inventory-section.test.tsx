import { type Component, type ComponentType, INVENTORY_SORT_STORAGE_KEY } from '@labstock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../../test/fake-jwt';
import { jsonResponse, type RecordedCall, stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render-with-providers';
import { InventorySection } from './inventory-section';

// The roles come from the stored product token; the sign-in configuration is not needed here.
vi.mock('../../../lib/auth/user-manager', () => ({ getUserManager: () => new Promise(() => {}) }));

const uno = { componentTypeId: 7, componentName: 'Arduino Uno' } as ComponentType;

const loaned: Component = {
  componentId: 70,
  componentTypeId: 7,
  componentNumber: 2,
  serialNo: 'LS-01002',
  status: 3,
  adminComment: null,
  userComment: null,
  currentLoanInformationId: 12,
  openFaults: 0,
  calibratedOn: null,
  calibrationDueOn: null,
  currentLoan: {
    loanId: 12,
    loanerId: 5,
    loanerName: 'Lea Loaner',
    auId: 'au100003',
    loanDate: '2026-11-02T10:15:00.000Z',
    returnDate: '2026-12-20',
  },
};
const available: Component = { ...loaned, componentId: 71, componentNumber: 3, status: 0, currentLoan: null };

const conflict = (detail: string) =>
  jsonResponse(
    { status: 409, title: 'Conflict', detail },
    { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
  );

/** The inventory answers; `nextNumbers` are the successive answers of nextNumber, `multiple` the add's. */
function stubInventory({ nextNumbers = [4], multiple = () => jsonResponse([], { status: 201 }) } = {}) {
  let asked = 0;
  return stubFetch((call: RecordedCall) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/Component' && call.method === 'GET') {
      return jsonResponse([loaned, available], { headers: { 'X-Pagination': JSON.stringify({ TotalCount: 2 }) } });
    }
    if (url.pathname === '/api/Component/nextNumber') {
      const nextNumber = nextNumbers[Math.min(asked++, nextNumbers.length - 1)];
      return jsonResponse({ nextNumber });
    }
    if (url.pathname === '/api/Component/Multiple') return multiple();
    return jsonResponse({});
  });
}

function openInventory(roles: string[]) {
  storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: roles }));
  renderWithProviders(<InventorySection componentType={uno} />);
}

async function startAddMultiple() {
  // Hovering opens the dial, as with a mouse.
  await userEvent.hover(await screen.findByRole('button', { name: 'Inventory actions' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Add multiple' }));
  return screen.findByRole('dialog', { name: 'Add multiple components' });
}

afterEach(() => vi.unstubAllGlobals());

// Whole dialogs typed into by userEvent take seconds on a busy shared CPU.
describe('Inventory', { timeout: 20_000 }, () => {
  it('expands a loaned component to its current loan with dates as dd-MM-yyyy', async () => {
    stubInventory();
    openInventory(['Loaner']);
    await userEvent.click(await screen.findByRole('button', { name: 'Details of component 2' }));
    expect(screen.getByText('Lea Loaner')).toBeInTheDocument();
    expect(screen.getByText('au100003')).toBeInTheDocument();
    expect(screen.getByText('02-11-2026')).toBeInTheDocument();
    expect(screen.getByText('20-12-2026')).toBeInTheDocument();
  });

  it("shows another loaner's loan as on loan until its return date, without who holds it", async () => {
    const othersLoan = {
      ...loaned.currentLoan,
      loanerId: null,
      loanerName: null,
      auId: null,
    } as Component['currentLoan'];
    stubFetch(() =>
      jsonResponse([{ ...loaned, currentLoan: othersLoan }], {
        headers: { 'X-Pagination': JSON.stringify({ TotalCount: 1 }) },
      }),
    );
    openInventory(['Loaner']);
    await userEvent.click(await screen.findByRole('button', { name: 'Details of component 2' }));
    expect(screen.getByText('Return date')).toBeInTheDocument();
    expect(screen.getByText('20-12-2026')).toBeInTheDocument();
    expect(screen.queryByText('Loaner')).not.toBeInTheDocument();
    expect(screen.queryByText('AU ID')).not.toBeInTheDocument();
  });

  it('remembers the sort order and asks the server to sort by status', async () => {
    const calls = stubInventory();
    openInventory(['Loaner']);
    await userEvent.click(await screen.findByRole('button', { name: 'Sort By' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Status' }));

    await waitFor(() => expect(calls.at(-1)?.url).toContain('sortBy=status'));
    expect(calls.at(-1)?.url).toContain('Id=7');
    expect(localStorage.getItem(INVENTORY_SORT_STORAGE_KEY)).toBe('status');
  });

  it('keeps the dial open after a click when the mouse leaves, and takes the focus back from an add dialog', async () => {
    stubInventory();
    openInventory(['Admin']);
    const dial = await screen.findByRole('button', { name: 'Inventory actions' });
    await userEvent.click(dial);
    await userEvent.unhover(dial);
    expect(dial).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Add component' }));
    expect(await screen.findByRole('dialog', { name: 'Add component' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dial).toHaveFocus());
    expect(dial).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives a Clerk Handout only on available components', async () => {
    stubInventory();
    openInventory(['Clerk']);
    expect(await screen.findByRole('button', { name: 'Handout component 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Handout component 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inventory actions' })).not.toBeInTheDocument();
  });

  it('keeps the status of a loaned component out of the Admin’s hands', async () => {
    stubInventory();
    openInventory(['Admin']);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit component 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit component 2' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Status/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    for (const option of options) expect(option).toHaveAttribute('aria-disabled', 'true');
  });

  it('adds several components numbered on from the next free number', async () => {
    const calls = stubInventory();
    openInventory(['Admin']);
    const dialog = await startAddMultiple();
    const amount = within(dialog).getByRole('spinbutton', { name: /Amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '3');
    expect(await within(dialog).findByText('Numbers 4 to 6')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Successfully added')).toBeInTheDocument();
    const added = calls.find((call) => call.url === '/api/Component/Multiple')?.body as Component[];
    expect(added.map((component) => component.componentNumber)).toEqual([4, 5, 6]);
    expect(added.every((component) => component.componentTypeId === 7 && component.status === 0)).toBe(true);
  });

  it('fetches the next number again and says so when the numbers were taken meanwhile', async () => {
    stubInventory({ nextNumbers: [4, 9], multiple: () => conflict('Component number 4 is already taken') });
    openInventory(['Admin']);
    const dialog = await startAddMultiple();
    await within(dialog).findByText('Numbers 4 to 4');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Unsuccessful: Component number 4 is already taken')).toBeInTheDocument();
    expect(await within(dialog).findByText('Numbers 9 to 9')).toBeInTheDocument();
    expect(within(dialog).getByText(/The next free number is now 9/)).toBeInTheDocument();
  });
});

describe('Calibration in the inventory', { timeout: 20_000 }, () => {
  // The lab's today is 10 March 2026; the multimeters are calibrated every 365 days.
  const unit = (componentNumber: number, calibratedOn: string | null, calibrationDueOn: string | null): Component => ({
    ...available,
    componentId: 80 + componentNumber,
    componentNumber,
    calibratedOn,
    calibrationDueOn,
  });
  const overdue = unit(1, '2025-03-01', '2026-03-01');
  const dueSoon = unit(2, '2025-03-20', '2026-03-20');
  const later = unit(3, '2026-01-05', '2027-01-05');
  const never = unit(4, null, null);

  function stubCalibrated({
    calibrationIntervalDays = 365 as number | null,
    record = (): Response => jsonResponse(later),
  } = {}) {
    return stubFetch((call: RecordedCall) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === '/api/Environment') {
        return jsonResponse({ environment: 'Test', version: '2.3.2', labToday: '2026-03-10' });
      }
      if (url.pathname === '/api/ComponentTypes/7') return jsonResponse({ ...uno, calibrationIntervalDays });
      if (url.pathname === '/api/Component' && call.method === 'GET') {
        return jsonResponse([overdue, dueSoon, later, never], {
          headers: { 'X-Pagination': JSON.stringify({ TotalCount: 4 }) },
        });
      }
      if (url.pathname.endsWith('/calibrations')) return record();
      if (url.pathname.endsWith('/history')) return jsonResponse([]);
      return jsonResponse({});
    });
  }

  it('shows when each unit was calibrated and falls due, marking the overdue and those due within 30 days', async () => {
    stubCalibrated();
    openInventory(['Loaner']);
    await userEvent.click(await screen.findByRole('button', { name: 'Details of component 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Details of component 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Details of component 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Details of component 4' }));

    const [first, second, third, fourth] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Calibrated on01-03-2025');
    expect(await within(first as HTMLElement).findByText('Overdue')).toBeInTheDocument();
    expect(first).toHaveTextContent('Calibration due01-03-2026Overdue');
    expect(second).toHaveTextContent('Calibration due20-03-2026Due soon');
    expect(third).toHaveTextContent('Calibration due05-01-2027');
    expect(within(third as HTMLElement).queryByText(/Overdue|Due soon/)).not.toBeInTheDocument();
    expect(fourth).toHaveTextContent('Calibrated onNever calibrated');
    expect(within(fourth as HTMLElement).queryByText('Calibration due')).not.toBeInTheDocument();
  });

  it('says nothing of calibration for a type without an interval, and offers no recording', async () => {
    stubCalibrated({ calibrationIntervalDays: null });
    openInventory(['Loaner', 'Clerk']);
    await userEvent.click(await screen.findByRole('button', { name: 'Details of component 4' }));
    expect(await screen.findByText('Serial number')).toBeInTheDocument();
    expect(screen.queryByText('Never calibrated')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Record calibration/ })).not.toBeInTheDocument();
  });

  it('offers no recording to a Loaner', async () => {
    stubCalibrated();
    openInventory(['Loaner']);
    await userEvent.click(await screen.findByRole('button', { name: 'Details of component 4' }));
    // The type's interval has arrived: the unit says it was never calibrated.
    expect(await screen.findByText('Never calibrated')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Record calibration/ })).not.toBeInTheDocument();
  });

  it("lets a Clerk record a calibration on the lab's today with its certificate and a note", async () => {
    const calls = stubCalibrated();
    openInventory(['Loaner', 'Clerk']);
    await userEvent.click(await screen.findByRole('button', { name: 'Record calibration of Arduino Uno no. 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record calibration of Arduino Uno no. 1' });
    expect(await within(dialog).findByDisplayValue('10-03-2026')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Certificate' }), 'CAL-2026-118');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Within spec');
    const listed = calls.filter((call) => call.url.startsWith('/api/Component?')).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Calibration recorded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.url === '/api/Component/81/calibrations')?.body).toEqual({
      calibratedOn: '2026-03-10',
      certificate: 'CAL-2026-118',
      note: 'Within spec',
    });
    // The unit's row and its type (its in-stock count and availability) are fetched again.
    await waitFor(() =>
      expect(calls.filter((call) => call.url.startsWith('/api/Component?')).length).toBeGreaterThan(listed),
    );
  });

  it("shows the server's refusal of the date in the dialog, which stays open", async () => {
    const latest = "The unit's latest calibration was on 01-03-2025: record a calibration on or after it.";
    stubCalibrated({
      record: () =>
        jsonResponse(
          { status: 400, title: 'Bad Request', detail: latest, errors: { calibratedOn: [latest] } },
          { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
        ),
    });
    openInventory(['Loaner', 'Admin']);
    await userEvent.click(await screen.findByRole('button', { name: 'Record calibration of Arduino Uno no. 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record calibration of Arduino Uno no. 1' });
    await within(dialog).findByDisplayValue('10-03-2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(latest);
  });
});
