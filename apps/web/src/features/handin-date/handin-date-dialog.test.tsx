import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, problemResponse, type RecordedCall, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { HandinDateDialog } from './handin-date-dialog';

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Loaner', 'Admin'] })));
afterEach(() => vi.unstubAllGlobals());

function openDialog() {
  const onClose = vi.fn();
  renderWithProviders(<HandinDateDialog open onClose={onClose} />);
  return onClose;
}

const dateField = () => screen.getByRole('group', { name: 'Handin date' });

/**
 * The setting is 15-06-2030, the lab's today 01-03-2030 (the browser's day plays no part) and the last hand-in date
 * the server takes 28-08-2030; `answer` may take a call over.
 */
function serve(answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  return stubFetch(
    (call) =>
      answer(call) ??
      (call.url === '/api/Environment'
        ? jsonResponse({ environment: 'Test', version: '2.3.2', labToday: '2030-03-01' })
        : jsonResponse({ defaultReturnDate: '2030-06-15', latestReturnDate: '2030-08-28' })),
  );
}

async function typeDate(digits: string) {
  await userEvent.click(within(dateField()).getByRole('spinbutton', { name: 'Day' }));
  await userEvent.keyboard(digits);
}

describe('Handin Date dialog', () => {
  it('shows the current default as dd-MM-yyyy with the hint, and saves it on Confirm', async () => {
    const calls = serve((call) => (call.method === 'PUT' ? jsonResponse(call.body) : undefined));
    const onClose = openDialog();

    expect(await screen.findByRole('dialog', { name: 'Change default handin date' })).toBeInTheDocument();
    expect(await screen.findByText('*mm/dd/yyyy')).toBeInTheDocument();
    expect(within(dateField()).getByDisplayValue('15-06-2030')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const settingCalls = calls.filter((call) => call.url === '/api/Loans/setting');
    expect(settingCalls[0]).toMatchObject({ url: '/api/Loans/setting', method: 'GET' });
    expect(settingCalls[1]).toMatchObject({
      url: '/api/Loans/setting',
      method: 'PUT',
      body: { defaultReturnDate: '2030-06-15' },
    });
  });

  it('closes even when the save fails, telling the user nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch((call) =>
      call.method === 'PUT'
        ? problemResponse(500, { title: 'Server down' })
        : jsonResponse({ defaultReturnDate: '2030-06-15' }),
    );
    const onClose = openDialog();

    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts empty, and only logs, when the default cannot be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => problemResponse(500, { title: 'Server down' }));
    openDialog();

    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(within(dateField()).getByDisplayValue('')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("refuses a date before the lab's today", async () => {
    serve();
    openDialog();
    await screen.findByDisplayValue('15-06-2030');
    await typeDate('28022030');
    expect(await screen.findByText('The date cannot be before 01-03-2030')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await typeDate('01032030');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
    expect(screen.queryByText('The date cannot be before 01-03-2030')).not.toBeInTheDocument();
  });

  it('refuses a date beyond the last one the server takes, and saves a date typed after it as typed', async () => {
    const calls = serve((call) => (call.method === 'PUT' ? jsonResponse(call.body) : undefined));
    const onClose = openDialog();
    await screen.findByDisplayValue('15-06-2030');

    await typeDate('29082030');
    expect(await screen.findByText('The date cannot be after 28-08-2030')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await typeDate('20082030');
    expect(within(dateField()).getByDisplayValue('20-08-2030')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ defaultReturnDate: '2030-08-20' });
  });

  it('stays open with the reason when the server refuses the date, until another one is chosen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refusal = 'A loan can last at most 30 days: choose a handin date on or before 31-03-2030.';
    serve((call) =>
      call.method === 'PUT'
        ? problemResponse(400, { title: 'Bad Request', detail: refusal, errors: { defaultReturnDate: [refusal] } })
        : undefined,
    );
    const onClose = openDialog();
    await screen.findByDisplayValue('15-06-2030');

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change default handin date' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await typeDate('20032030');
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });
});
