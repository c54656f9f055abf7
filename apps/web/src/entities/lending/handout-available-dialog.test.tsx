import type { Component, Loaner } from '@labstock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, type RecordedCall, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { HandoutAvailableDialog } from './handout-available-dialog';

const component: Component = {
  componentId: 41,
  componentTypeId: 7,
  componentNumber: 3,
  serialNo: null,
  status: 0,
  adminComment: null,
  userComment: null,
  currentLoanInformationId: null,
  openFaults: 0,
  calibratedOn: null,
  calibrationDueOn: null,
};

const lea: Loaner = {
  loanerId: 5,
  firstName: 'Lea',
  lastName: 'Loaner',
  auId: 'au100003',
  studentNo: '202301',
  staffInitials: null,
  mobileNo: '12345678',
  email: 'lea@uni.example',
  hasOverdueLoans: false,
  language: 'en',
  roles: [{ id: 1, name: 'Loaner' }],
};

const problem = (status: number, detail: string) =>
  jsonResponse({ status, title: 'Error', detail }, { status, headers: { 'Content-Type': 'application/problem+json' } });

/** The server's refusal of a return date past the unit's calibration due day. */
const dueForCalibration = () =>
  jsonResponse(
    {
      status: 409,
      title: 'Conflict',
      detail: 'Uno No. 3 is due for calibration on 15-01-2030: it can be lent until 14-01-2030 at the latest.',
      componentId: 41,
      latestReturnDate: '2030-01-14',
    },
    { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
  );

function stubHandout({ loaner = lea, settingFails = false, handout = () => jsonResponse({}, { status: 201 }) } = {}) {
  return stubFetch((call: RecordedCall) => {
    if (call.url === '/api/Loans/setting') {
      return settingFails ? problem(500, 'Database unavailable') : jsonResponse({ defaultReturnDate: '2030-01-31' });
    }
    if (call.url === `/api/Loaners/auid/${loaner.auId}`) return jsonResponse(loaner);
    if (call.url.startsWith('/api/Loaners/auid/')) return problem(404, 'No loaner with AU id au999999');
    if (call.url === '/api/Loans/available') return handout();
    return problem(404, 'Not found');
  });
}

function openDialog() {
  renderWithProviders(<HandoutAvailableDialog open onClose={vi.fn()} component={component} componentTypeName="Uno" />);
  return screen.getByRole('dialog', { name: 'Handout Uno no. 3' });
}

async function findLoaner(dialog: HTMLElement, auId: string) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Au id/ }), auId);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
}

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Clerk'] })));
afterEach(() => vi.unstubAllGlobals());

// Whole dialogs typed into by userEvent take seconds on a busy shared CPU.
describe('Handout of an available component', { timeout: 20_000 }, () => {
  it('needs an Au id to search, adds the au prefix and enables Confirm once the loaner is found', async () => {
    const calls = stubHandout();
    const dialog = openDialog();
    const search = within(dialog).getByRole('button', { name: 'Search' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(search).toBeDisabled();
    expect(confirm).toBeDisabled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Au id/ }), '{Enter}');
    expect(
      await within(dialog).findByText('You cannot search for a valid user without entering an Au id'),
    ).toBeInTheDocument();

    await findLoaner(dialog, '100003');
    expect(await screen.findByText('Found Lea Loaner (au100003)')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/Loaners/auid/au100003')).toBe(true);
    expect(within(dialog).getByText('Loaner: Lea Loaner (au100003)')).toBeInTheDocument();

    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/Loans/available')?.body).toEqual({
      componentId: 41,
      loanerId: 5,
      handinDate: '2030-01-31',
      force: false,
    });
  });

  it('shows the server message when nobody has the Au id, and keeps Confirm disabled', async () => {
    stubHandout();
    const dialog = openDialog();
    await findLoaner(dialog, 'au999999');
    expect(await screen.findByText('No loaner with AU id au999999')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('warns about overdue loans and hands out only once force handout is ticked', async () => {
    const calls = stubHandout({ loaner: { ...lea, hasOverdueLoans: true } });
    const dialog = openDialog();
    await findLoaner(dialog, '100003');

    expect(await within(dialog).findByText('Loaner has overdue loan(s)')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'force handout' }));
    await userEvent.click(confirm);

    await screen.findByText('Success');
    expect(calls.find((call) => call.url === '/api/Loans/available')?.body).toMatchObject({ force: true });
  });

  it('says when the default date cannot be fetched, and the empty date field keeps Confirm disabled', async () => {
    const calls = stubHandout({ settingFails: true });
    const dialog = openDialog();
    expect(await screen.findByText('Could not fetch default handout date.')).toBeInTheDocument();

    await findLoaner(dialog, '100003');
    await screen.findByText('Found Lea Loaner (au100003)');

    expect(within(dialog).getByText('Handin date is undefined')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(calls.some((call) => call.url === '/api/Loans/available')).toBe(false);
  });

  it("shows the server's refusal of a return date past the unit's calibration, and offers the latest that works", async () => {
    let refused = false;
    const calls = stubHandout({
      handout: () => {
        if (refused) return jsonResponse({}, { status: 201 });
        refused = true;
        return dueForCalibration();
      },
    });
    const dialog = openDialog();
    await findLoaner(dialog, '100003');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Uno No. 3 is due for calibration on 15-01-2030: it can be lent until 14-01-2030 at the latest.',
    );
    // Said in the dialog, where the Clerk picks the date, and not again as a notice.
    expect(screen.getAllByText(/is due for calibration/)).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use 14-01-2030' }));
    expect(within(dialog).getByDisplayValue('14-01-2030')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(confirm);

    expect(await screen.findByText('Success')).toBeInTheDocument();
    const sent = calls.filter((call) => call.url === '/api/Loans/available');
    expect(sent.map((call) => (call.body as { handinDate: string }).handinDate)).toEqual(['2030-01-31', '2030-01-14']);
  });
});
