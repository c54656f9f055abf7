import { type CalibrationDueComponent, Language } from '@labstock/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/language-packs';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { type Answer, jsonResponse, problemResponse, type RecordedCall, stubServer } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as CalibrationsScreen } from './route';

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Loaner', 'Clerk'] })));
afterEach(() => vi.unstubAllGlobals());

/** A multimeter (type 7) due on `calibrationDueOn`; the lab's today is 10 March 2026. */
const multimeter = (
  componentNumber: number,
  calibratedOn: string | null,
  calibrationDueOn: string | null,
): CalibrationDueComponent => ({
  componentId: 70 + componentNumber,
  componentTypeId: 7,
  componentTypeName: 'Multimeter',
  componentNumber,
  serialNo: null,
  status: 0,
  adminComment: null,
  userComment: null,
  currentLoanInformationId: null,
  openFaults: 0,
  calibratedOn,
  calibrationDueOn,
});
const overdue = multimeter(1, '2025-03-01', '2026-03-01');
const dueSoon = multimeter(2, '2025-03-20', '2026-03-20');
const never = multimeter(3, null, null);

/** The server's due list, 12 units in all, and the calibration that moves unit 1's due day a year on. */
function lab(call: RecordedCall): Response {
  if (call.url === '/api/Environment') {
    return jsonResponse({ environment: 'Test', version: '2.3.2', labToday: '2026-03-10' });
  }
  if (call.url.startsWith('/api/Calibrations/due')) {
    return jsonResponse([overdue, dueSoon, never], { headers: { 'X-Pagination': JSON.stringify({ TotalCount: 12 }) } });
  }
  if (call.url === '/api/Component/71/calibrations') {
    return jsonResponse({ ...overdue, calibratedOn: '2026-03-10', calibrationDueOn: '2027-03-10' });
  }
  return jsonResponse({});
}

function openScreen(answer?: Answer) {
  const calls = stubServer(lab, answer);
  const router = createMemoryRouter(
    [
      { path: '/Calibrations', element: <CalibrationsScreen /> },
      { path: '/details/:id', element: <p>Details page</p> },
    ],
    { initialEntries: ['/Calibrations'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { calls, router };
}

const dueCalls = (calls: RecordedCall[]) => calls.filter((call) => call.url.startsWith('/api/Calibrations/due'));

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

// Whole dialogs typed into by userEvent take seconds on a busy shared CPU.
describe('Calibration', { timeout: 20_000 }, () => {
  it('lists the units due within 30 days, the overdue marked, the never calibrated said so', async () => {
    const { calls } = openScreen();
    expect(screen.getByRole('heading', { name: 'Calibration' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Calibration' });
    await within(table).findAllByText('Multimeter');
    await within(table).findByText('Overdue');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Component name', 'No.', 'Last calibrated', 'Due', 'Actions']);
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(cellsOf(first as HTMLElement)).toEqual([
      'Multimeter',
      '1',
      '01-03-2025',
      '01-03-2026Overdue',
      'Record calibration',
    ]);
    expect(cellsOf(second as HTMLElement)).toEqual([
      'Multimeter',
      '2',
      '20-03-2025',
      '20-03-2026Due soon',
      'Record calibration',
    ]);
    expect(cellsOf(third as HTMLElement)).toEqual(['Multimeter', '3', '', 'Never calibrated', 'Record calibration']);
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    expect(dueCalls(calls)[0]?.url).toBe('/api/Calibrations/due?pageNumber=1&pageSize=10&withinDays=30');
  });

  it('looks further ahead when asked, from the first page', async () => {
    const { calls } = openScreen();
    await screen.findByText('1–10 of 12');
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(dueCalls(calls).at(-1)?.url).toContain('pageNumber=2'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Within' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '30 days',
      '60 days',
      '90 days',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '90 days' }));
    await waitFor(() =>
      expect(dueCalls(calls).at(-1)?.url).toBe('/api/Calibrations/due?pageNumber=1&pageSize=10&withinDays=90'),
    );
  });

  it("opens the unit on its type's details from the name", async () => {
    const { router } = openScreen();
    const [first] = await screen.findAllByRole('link', { name: 'Multimeter' });
    await userEvent.click(first as HTMLElement);
    expect(await screen.findByText('Details page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/details/7');
    expect(router.state.location.search).toBe('?component=1');
  });

  it("records a unit's calibration from its row, and the list is fetched again", async () => {
    const { calls } = openScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Record calibration of Multimeter no. 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record calibration of Multimeter no. 1' });
    expect(await within(dialog).findByDisplayValue('10-03-2026')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Calibration date' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Certificate' }), 'CAL-2026-118');
    const listed = dueCalls(calls).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Calibration recorded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.url === '/api/Component/71/calibrations')?.body).toEqual({
      calibratedOn: '2026-03-10',
      certificate: 'CAL-2026-118',
      note: null,
    });
    await waitFor(() => expect(dueCalls(calls).length).toBeGreaterThan(listed));
  });

  it('says so when no unit is due', async () => {
    openScreen((call) => (call.url.startsWith('/api/Calibrations/due') ? jsonResponse([]) : undefined));
    expect(await screen.findByText('No unit is due for calibration within these days.')).toBeInTheDocument();
  });

  it("tells the user the server's reason when the list cannot be fetched", async () => {
    openScreen((call) =>
      call.url.startsWith('/api/Calibrations/due')
        ? problemResponse(403, { title: 'Forbidden', detail: 'You do not have permission to do this.' })
        : undefined,
    );
    expect(
      await screen.findByText('Could not fetch the calibration list: You do not have permission to do this.'),
    ).toBeInTheDocument();
  });

  it('speaks Danish', async () => {
    await act(() => changeLanguage(Language.Danish));
    openScreen();
    expect(screen.getByRole('heading', { name: 'Kalibrering' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Kalibrering' });
    expect(await within(table).findByText('Overskredet')).toBeInTheDocument();
    expect(within(table).getByText('Forfalder snart')).toBeInTheDocument();
    expect(within(table).getByText('Aldrig kalibreret')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Inden for' })).toHaveTextContent('30 dage');
    expect(screen.getByRole('button', { name: 'Registrér kalibrering af Multimeter nr. 1' })).toBeInTheDocument();
  });
});
