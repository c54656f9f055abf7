import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, problemResponse, type RecordedCall, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as QualificationsScreen } from './route';

const soldering = { qualificationId: 4, name: 'Soldering', description: 'The bench course', validForDays: 365 };
const laser = { qualificationId: 7, name: 'Laser safety', description: null, validForDays: null };

/** Answers the list with both qualifications (one page) and every write with `write(call)`. */
function stubQualifications(write: (call: RecordedCall) => Response = (call) => jsonResponse(call.body)) {
  return stubFetch((call) =>
    call.method === 'GET'
      ? jsonResponse([laser, soldering], { headers: { 'X-Pagination': JSON.stringify({ TotalCount: 2 }) } })
      : write(call),
  );
}

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Admin'] })));
afterEach(() => vi.unstubAllGlobals());

// Whole dialogs typed into by userEvent take seconds on a busy shared CPU.
describe('Qualifications screen', { timeout: 20_000 }, () => {
  it('lists each qualification with its description and how long a grant is valid', async () => {
    const calls = stubQualifications();
    renderWithProviders(<QualificationsScreen />);

    const table = await screen.findByRole('table', { name: 'Qualifications' });
    const soldered = (await within(table).findByRole('cell', { name: 'Soldering' })).closest('tr') as HTMLElement;
    expect(within(soldered).getByRole('cell', { name: 'The bench course' })).toBeInTheDocument();
    expect(within(soldered).getByRole('cell', { name: '365 day(s)' })).toBeInTheDocument();
    const lasered = within(table).getByRole('cell', { name: 'Laser safety' }).closest('tr') as HTMLElement;
    expect(within(lasered).getByRole('cell', { name: 'Without end' })).toBeInTheDocument();
    expect(calls[0]?.url).toMatch(/^\/api\/Qualifications\?pageNumber=1&pageSize=\d+$/);
  });

  it('adds a qualification valid for some days, and refuses days that are not a whole number first', async () => {
    const calls = stubQualifications((call) => jsonResponse({ ...(call.body as object), qualificationId: 9 }));
    renderWithProviders(<QualificationsScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Add qualification' }));
    const dialog = screen.getByRole('dialog', { name: 'Add qualification' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Oscilloscope');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Without end' }));
    const days = within(dialog).getByRole('textbox', { name: /Valid for \(days\)/ });
    await userEvent.type(days, 'a year');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Enter a whole number of days from 1 to 3650.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(days);
    await userEvent.type(days, '180');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Qualification added')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/Qualifications',
      body: { qualificationId: 0, name: 'Oscilloscope', description: null, validForDays: 180 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a qualification in the prefilled form, to one without end', async () => {
    const calls = stubQualifications();
    renderWithProviders(<QualificationsScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Soldering' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit qualification' });
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Soldering');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('The bench course');
    expect(within(dialog).getByRole('textbox', { name: /Valid for \(days\)/ })).toHaveValue('365');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Without end' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Qualification saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/Qualifications',
      body: { qualificationId: 4, name: 'Soldering', description: 'The bench course', validForDays: null },
    });
  });

  it('keeps the form open with the reason when the name is taken', async () => {
    stubQualifications(() =>
      problemResponse(409, { title: 'Conflict', detail: 'A qualification named "Soldering" already exists.' }),
    );
    renderWithProviders(<QualificationsScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Add qualification' }));
    const dialog = screen.getByRole('dialog', { name: 'Add qualification' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Soldering{Enter}');

    expect(
      await screen.findByText(
        'The qualification could not be saved: A qualification named "Soldering" already exists.',
      ),
    ).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it("asks before deleting and shows the server's reason when a category or type still requires it", async () => {
    const reason = '"Soldering" is required by 1 category(ies) and 0 component type(s): remove it from them first.';
    const calls = stubQualifications(() => problemResponse(409, { title: 'Conflict', detail: reason }));
    renderWithProviders(<QualificationsScreen />);

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Soldering' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete qualification' })).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText(`The qualification could not be deleted: ${reason}`)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/Qualifications/4');
  });
});
