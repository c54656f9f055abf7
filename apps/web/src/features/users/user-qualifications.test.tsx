import type { Grant } from '@labstock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { type Answer, jsonResponse, problemResponse, type RecordedCall, stubServer } from '../../test/fetch-stub';
import { leaLoaner } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as UsersScreen } from './route';

const lea = leaLoaner({ loanerId: 7, roles: [{ id: 1, name: 'Loaner' }] });
const soldering: Grant = {
  qualificationId: 1,
  name: 'Soldering safety',
  grantedOn: '2030-01-10',
  expiresOn: '2031-01-10',
  grantedBy: 'Cleo Clerk',
};
const laser: Grant = {
  qualificationId: 2,
  name: 'Laser course',
  grantedOn: '2029-05-02',
  expiresOn: null,
  grantedBy: null,
};
const qualifications = [
  { qualificationId: 3, name: 'High voltage', description: null, validForDays: 365 },
  { qualificationId: 2, name: 'Laser course', description: null, validForDays: null },
  { qualificationId: 1, name: 'Soldering safety', description: null, validForDays: 365 },
];
const grantsPath = '/api/Loaners/7/qualifications';

/** The Users screen's server with Lea's grants: a POST grants from the day given or the lab's today, a DELETE revokes. */
function serve(answer?: Answer): RecordedCall[] {
  let grants = [soldering, laser];
  return stubServer((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/Environment')
      return jsonResponse({ environment: 'Test', version: '2.3.2', labToday: '2030-03-06' });
    if (path === '/api/Loaners/roles') return jsonResponse([{ id: 1, name: 'Loaner' }]);
    if (path === '/api/Loaners/7') return jsonResponse(lea);
    if (path === '/api/Qualifications') return jsonResponse(qualifications);
    if (path === grantsPath && call.method === 'POST') {
      const { qualificationId, grantedOn = '2030-03-06' } = call.body as {
        qualificationId: number;
        grantedOn?: string;
      };
      const name = qualifications.find((one) => one.qualificationId === qualificationId)?.name ?? '';
      const grant = { qualificationId, name, grantedOn, expiresOn: '2031-03-06', grantedBy: 'Ada Admin' };
      grants = [...grants, grant];
      return jsonResponse(grant, { status: 201 });
    }
    if (path === grantsPath) return jsonResponse(grants);
    if (path.startsWith(`${grantsPath}/`) && call.method === 'DELETE') {
      grants = grants.filter((grant) => path !== `${grantsPath}/${grant.qualificationId}`);
      return new Response(null, { status: 204 });
    }
    return jsonResponse([lea], { headers: { 'X-Pagination': JSON.stringify({ TotalCount: 1 }) } });
  }, answer);
}

beforeEach(() => storeProductToken(fakeJwt({ sub: '1', exp: epochSeconds(3600), role: ['Loaner', 'Admin'] })));
afterEach(() => vi.unstubAllGlobals());

async function openQualifications() {
  renderWithProviders(<UsersScreen />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit user Lea Loaner' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
  const section = within(dialog).getByRole('region', { name: 'Qualifications' });
  await within(section).findByText('Soldering safety');
  return section;
}

const rowsOf = (section: HTMLElement) =>
  within(within(section).getByRole('table', { name: 'Qualifications' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

const changesOf = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.url, call.body]);

describe("A loaner's qualifications in the user's edit", () => {
  it('lists the grants with when each was granted, when it expires and by whom', async () => {
    serve();
    const section = await openQualifications();
    expect(rowsOf(section)).toEqual([
      ['Soldering safety', '10-01-2030', '10-01-2031', 'Cleo Clerk', 'Revoke'],
      ['Laser course', '02-05-2029', 'Without end', 'Unknown', 'Revoke'],
    ]);
  });

  it("grants a qualification from the lab's today unless another day is chosen, and keeps the user's edit open", async () => {
    const calls = serve();
    const section = await openQualifications();
    await userEvent.click(within(section).getByRole('button', { name: 'Grant qualification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant qualification' });
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Qualification' }));
    await userEvent.click(await screen.findByRole('option', { name: 'High voltage' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: 'Granted on' })).toHaveTextContent('06-03-2030'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Lea Loaner now holds High voltage.')).toBeInTheDocument();
    expect(changesOf(calls)).toEqual([['POST', grantsPath, { qualificationId: 3 }]]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Grant qualification' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Edit user' })).toBeInTheDocument();
    await waitFor(() => expect(rowsOf(section).map((row) => row[0])).toContain('High voltage'));
  });

  it("shows the server's reason when it refuses the grant", async () => {
    const detail = 'A qualification cannot be granted from a day after today (06-03-2030).';
    serve((call) => (call.method === 'POST' ? problemResponse(400, { title: 'Bad Request', detail }) : undefined));
    const section = await openQualifications();
    await userEvent.click(within(section).getByRole('button', { name: 'Grant qualification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant qualification' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Qualification' }));
    await userEvent.click(await screen.findByRole('option', { name: 'High voltage' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
  });

  it('revokes a grant only once the user confirms', async () => {
    const calls = serve();
    const section = await openQualifications();
    await userEvent.click(within(section).getByRole('button', { name: 'Revoke Laser course' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke Laser course?' });
    expect(confirm).toHaveTextContent('Lea Loaner can no longer borrow what requires it until it is granted again.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(changesOf(calls)).toEqual([]);

    await userEvent.click(within(section).getByRole('button', { name: 'Revoke Laser course' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Revoke Laser course?' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    expect(await screen.findByText('Laser course was revoked from Lea Loaner.')).toBeInTheDocument();
    expect(changesOf(calls)).toEqual([['DELETE', `${grantsPath}/2`, undefined]]);
    await waitFor(() => expect(rowsOf(section)).toHaveLength(1));
  });
});
