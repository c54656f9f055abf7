import { type LabRules, Language } from '@labstock/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/language-packs';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, type RecordedCall, stubServer } from '../../test/fetch-stub';
import { leaLoaner } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as CounterScreen } from './route';

const rules: LabRules = { text: 'Wear safety glasses.', version: 2, updatedAt: '2026-11-02T09:30:00Z' };
const paged = (rows: unknown[]) =>
  jsonResponse(rows, { headers: { 'X-Pagination': JSON.stringify({ TotalCount: rows.length }) } });

/** The server of the counter, where Lea (au100003) accepted `accepted` of the lab's `labRules`. */
function stubCounterServer(accepted: number | null, labRules: LabRules | null = rules) {
  return stubServer((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/Environment') return jsonResponse({ environment: 'Test', labToday: '2026-03-10' });
    if (path === '/api/Lab') return jsonResponse({ name: 'the electronics lab', rules: labRules });
    if (path === '/api/Loaners/auid/au100003') return jsonResponse(leaLoaner({ rulesAcceptedVersion: accepted }));
    if (path === '/api/Loaners/3/rules') return new Response(null, { status: 204 });
    // The loaner's qualifications, shown below the hand-out.
    if (path === '/api/Loaners/3/qualifications') return jsonResponse([]);
    if (path === '/api/Reservations' || path === '/api/Bookings') return paged([]);
    return jsonResponse({});
  });
}

/** The counter with Lea found by her Au id (`auIdField`: the field's name in the language shown). */
async function findLea(accepted: number | null, labRules: LabRules | null = rules, auIdField: RegExp = /Au id/) {
  const calls = stubCounterServer(accepted, labRules);
  renderWithProviders(<CounterScreen />);
  await userEvent.type(screen.getByRole('textbox', { name: auIdField }), 'au100003{Enter}');
  await screen.findByText(/^(Loaner|Låner): .* \(au100003\)$/);
  return calls;
}

const warningText = 'Lea Loaner has not accepted the lab rules: nothing can be lent to them.';
const rulesPosts = (calls: RecordedCall[]) => calls.filter((call) => call.url === '/api/Loaners/3/rules');

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Clerk'] })));
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => changeLanguage(Language.English));
});

describe('Counter: the lab rules', { timeout: 30_000 }, () => {
  it('warns, before anything is scanned, that the loaner has not accepted the current rules', async () => {
    await findLea(1);
    const warning = (await screen.findByText(warningText)).closest('[role="alert"]') as HTMLElement;
    expect(warning).toHaveClass('MuiAlert-colorWarning');
    expect(within(warning).getByRole('button', { name: 'Record acceptance on paper' })).toBeVisible();
    expect(screen.getByText('Scan the labels of the components to hand out.')).toBeVisible();
  });

  it('records the acceptance on paper, keyboard only, with the current version; the warning goes', async () => {
    const calls = await findLea(null);
    await screen.findByText(warningText);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Scan a label' })).toHaveFocus());

    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Record acceptance on paper' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Record acceptance on paper' });
    expect(confirm).toHaveTextContent('Lea Loaner has read and signed version 2 of the lab rules on paper.');
    expect(within(confirm).getByRole('button', { name: 'Record' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByText(warningText)).not.toBeInTheDocument());
    expect(rulesPosts(calls).map((call) => [call.method, call.body])).toEqual([['POST', { version: 2 }]]);
    expect(await screen.findByText("Lea Loaner's acceptance of the lab rules is recorded.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Scan a label' })).toHaveFocus());
  });

  it('records nothing when the Clerk cancels', async () => {
    const calls = await findLea(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Record acceptance on paper' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(warningText)).toBeInTheDocument();
    expect(rulesPosts(calls)).toEqual([]);
  });

  it('says nothing of the rules when the loaner accepted the current ones', async () => {
    await findLea(2);
    await screen.findByRole('table', { name: 'Components to hand out' });
    expect(screen.queryByText(/has not accepted the lab rules/)).not.toBeInTheDocument();
  });

  it('says nothing of the rules while the lab has none', async () => {
    const calls = await findLea(null, null);
    await waitFor(() => expect(calls.some((call) => call.url === '/api/Lab')).toBe(true));
    await screen.findByRole('table', { name: 'Components to hand out' });
    expect(screen.queryByText(/has not accepted the lab rules/)).not.toBeInTheDocument();
  });

  it('warns in Danish', async () => {
    await act(() => changeLanguage(Language.Danish));
    await findLea(null, rules, /AU-id|Au id/i);
    expect(
      await screen.findByText(
        'Lea Loaner har ikke accepteret laboratoriets regler: der kan ikke lånes noget ud til vedkommende.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrér accept på papir' })).toBeInTheDocument();
  });
});
