import { RoleName } from '@labstock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import {
  type Answer,
  jsonResponse,
  type Problem,
  problemResponse,
  type RecordedCall,
  stubServer,
} from '../../test/fetch-stub';
import { leaLoaner } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as UsersScreen } from './route';

vi.mock('../../lib/auth/user-manager', () => ({ getUserManager: () => new Promise(() => {}) }));

const lea = leaLoaner({ loanerId: 7, studentNo: 'LL', staffInitials: 'LL', roles: [{ id: 1, name: 'Loaner' }] });
const roles = [
  { id: 1, name: 'Loaner' },
  { id: 2, name: 'Clerk' },
  { id: 3, name: 'Admin' },
];

/** The server of the Users screen; `answer` overrides single calls. */
function serve(answer?: Answer): RecordedCall[] {
  return stubServer((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/Loaners/roles') return jsonResponse(roles);
    if (path === '/api/Loaners/7') return jsonResponse(lea);
    if (path === '/api/Loaners/7/qualifications') return jsonResponse([]);
    if (path === '/api/Loaners' && call.method === 'PUT') return jsonResponse(call.body);
    return jsonResponse([lea], {
      headers: { 'X-Pagination': JSON.stringify({ TotalCount: 1, PageSize: 10, CurrentPage: 1, TotalPages: 1 }) },
    });
  }, answer);
}

const problem = (status: number, body: Problem) => problemResponse(status, { title: 'Problem', ...body });

beforeEach(() => storeProductToken(fakeJwt({ sub: '1', exp: epochSeconds(3600), role: ['Loaner', 'Admin'] })));
afterEach(() => vi.unstubAllGlobals());

async function openEditDialog() {
  renderWithProviders(<UsersScreen />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit user Lea Loaner' }));
  return screen.findByRole('dialog', { name: 'Edit user' });
}

describe('Users screen', () => {
  it('says "of more than" when a search matched more users than the server counts', async () => {
    serve((call) =>
      call.url.startsWith('/api/Loaners?')
        ? jsonResponse([lea], {
            headers: { 'X-Pagination': JSON.stringify({ TotalCount: 200, TotalCountCapped: true }) },
          })
        : undefined,
    );
    renderWithProviders(<UsersScreen />);
    expect(await screen.findByText('1–10 of more than 200')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeEnabled();
  });

  it('lists the users with their roles and asks for the first page', async () => {
    const calls = serve();
    renderWithProviders(<UsersScreen />);
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByText('au100003')).toBeInTheDocument();
    expect(within(table).getByText('Loaner')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search for users' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/Loaners?pageNumber=1&pageSize=10&searchString=');
  });

  it('shows why the users could not be fetched', async () => {
    serve((call) => (call.url.startsWith('/api/Loaners?') ? problem(500, { detail: 'Database down' }) : undefined));
    renderWithProviders(<UsersScreen />);
    expect(await screen.findByText('Could not fetch loaners: Database down')).toBeInTheDocument();
  });
});

describe('Edit user dialog', () => {
  it('shows the roles select to an Admin and saves the chosen roles with the full loaner', async () => {
    const calls = serve();
    const dialog = await openEditDialog();
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Roles' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Clerk' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Sucessfully updated user')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      loanerId: 7,
      auId: 'au100003',
      studentNo: 'LL',
      staffInitials: 'LL',
      roles: [{ name: 'Loaner' }, { name: 'Clerk' }],
    });
  });

  it('hides the roles select from a user who is not an Admin', async () => {
    storeProductToken(fakeJwt({ sub: '1', exp: epochSeconds(3600), role: ['Loaner', 'Clerk'] }));
    serve();
    const dialog = await openEditDialog();
    expect(within(dialog).queryByRole('combobox', { name: 'Roles' })).not.toBeInTheDocument();
  });

  it('tells when the roles cannot be fetched', async () => {
    serve((call) => (call.url.startsWith('/api/Loaners/roles') ? problem(500, { detail: 'Roles down' }) : undefined));
    await openEditDialog();
    expect(await screen.findByText('Could not fetch roles: Roles down')).toBeInTheDocument();
  });

  it('disables Save changes while the phone is invalid', async () => {
    serve();
    const dialog = await openEditDialog();
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '123');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeDisabled());
  });

  it('writes the one student number field to both student number and staff initials', async () => {
    const calls = serve();
    const dialog = await openEditDialog();
    const studentNo = within(dialog).getByRole('textbox', { name: /student number/i });
    await userEvent.clear(studentNo);
    await userEvent.type(studentNo, '201912345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        studentNo: '201912345',
        staffInitials: '201912345',
      }),
    );
  });

  it('joins the validation messages of a refused update', async () => {
    serve((call) =>
      call.method === 'PUT' ? problem(400, { errors: { mobileNo: ['Bad phone'], email: ['Bad email'] } }) : undefined,
    );
    const dialog = await openEditDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Could not update user: Bad phone, Bad email')).toBeInTheDocument();
  });

  it('tells when the user cannot be loaded', async () => {
    serve((call) => (call.url === '/api/Loaners/7' ? problem(404, { detail: 'No loaner with id 7' }) : undefined));
    renderWithProviders(<UsersScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit user Lea Loaner' }));
    expect(await screen.findByText('could not get user')).toBeInTheDocument();
  });
});

describe('a role from the organisation', () => {
  const clerkByGroup = leaLoaner({
    loanerId: 7,
    studentNo: 'LL',
    staffInitials: 'LL',
    roles: [
      { id: 1, name: RoleName.Loaner },
      { id: 2, name: RoleName.Clerk },
    ],
    rolesFromOrganisation: [RoleName.Clerk],
  });
  const serveClerkByGroup = () =>
    serve((call) => {
      const path = new URL(call.url, 'http://localhost').pathname;
      if (path === '/api/Loaners/7') return jsonResponse(clerkByGroup);
      if (path === '/api/Loaners' && call.method === 'GET') {
        return jsonResponse([clerkByGroup], {
          headers: { 'X-Pagination': JSON.stringify({ TotalCount: 1, PageSize: 10, CurrentPage: 1, TotalPages: 1 }) },
        });
      }
      return undefined;
    });

  it('is marked in the Users list', async () => {
    serveClerkByGroup();
    renderWithProviders(<UsersScreen />);
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByText('Clerk (from the organisation)')).toBeInTheDocument();
    expect(within(table).getByText('Loaner')).toBeInTheDocument();
  });

  it('is checked and cannot be taken away in Edit user, which says it is from the organisation', async () => {
    const calls = serveClerkByGroup();
    const dialog = await openEditDialog();
    expect(within(dialog).getByText(/Roles from the organisation come and go with its sign-in/)).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Roles' }));
    const clerk = await screen.findByRole('option', { name: /^Clerk/ });
    expect(clerk).toHaveAttribute('aria-selected', 'true');
    expect(clerk).toHaveAttribute('aria-disabled', 'true');
    expect(within(clerk).getByText('from the organisation')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Admin' })).not.toHaveAttribute('aria-disabled');
    await userEvent.click(screen.getByRole('option', { name: 'Admin' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        roles: [{ name: 'Loaner' }, { name: 'Clerk' }, { name: 'Admin' }],
      }),
    );
  });
});

describe('Delete user', () => {
  it('asks for confirmation, deletes and refreshes the list', async () => {
    const calls = serve((call) => (call.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    renderWithProviders(<UsersScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete user Lea Loaner' }));

    const dialog = screen.getByRole('dialog', { name: 'Confirm user deletion' });
    expect(dialog).toHaveTextContent('Please confirm that you want to delete the user: Lea Loaner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Loaner deletion successful')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/Loaners/7')).toBe(true);
    await waitFor(() => expect(calls.filter((call) => call.url.startsWith('/api/Loaners?'))).toHaveLength(2));
  });

  it('shows the server message when the deletion is refused', async () => {
    serve((call) =>
      call.method === 'DELETE'
        ? problem(409, { detail: 'Lea Loaner has 1 active loan(s) and 0 reservation(s).' })
        : undefined,
    );
    renderWithProviders(<UsersScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete user Lea Loaner' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Loaner deletion unsuccessful: Lea Loaner has 1 active loan(s) and 0 reservation(s).'),
    ).toBeInTheDocument();
  });
});
