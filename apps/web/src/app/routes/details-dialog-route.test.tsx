import { ComponentTypeStatus } from '@labstock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, type RecordedCall, stubFetch } from '../../test/fetch-stub';
import { componentTypeOf } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as DetailsDialog } from './details-dialog-route';

// The roles come from the stored product token; the sign-in configuration is not needed here.
vi.mock('../../lib/auth/user-manager', () => ({ getUserManager: () => new Promise(() => {}) }));

const uno = componentTypeOf({
  componentTypeId: 7,
  componentName: 'Arduino Uno',
  componentInfo: 'ATmega328P board',
  location: 'Shelf A1',
  datasheet: 'https://docs.example/uno.pdf',
  image: 'AAAA',
  numberOfAvailebleComponents: 3,
  categories: [{ categoryId: 1, name: 'Microcontrollers' }],
});

const problem = (status: number, detail: string) =>
  jsonResponse({ status, title: 'Error', detail }, { status, headers: { 'Content-Type': 'application/problem+json' } });

function stubDetails(answers: { details?: () => Response; deletion?: () => Response } = {}) {
  return stubFetch((call: RecordedCall) => {
    if (call.url === '/api/Reservations/7' && call.method === 'POST') return jsonResponse({}, { status: 201 });
    if (call.url === '/api/ComponentTypes/7') {
      if (call.method === 'DELETE') return answers.deletion?.() ?? new Response(null, { status: 204 });
      return answers.details?.() ?? jsonResponse(uno);
    }
    return jsonResponse([], { headers: { 'X-Pagination': JSON.stringify({ TotalCount: 0 }) } });
  });
}

function openDetails(roles: string[]) {
  storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: roles }));
  const list = () => (
    <>
      <h1>Component list</h1>
      <Outlet />
    </>
  );
  const router = createMemoryRouter(
    [{ path: '/Components', Component: list, children: [{ path: 'details/:id', Component: DetailsDialog }] }],
    { initialEntries: ['/Components/details/7'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.unstubAllGlobals());

// Whole dialogs typed into by userEvent take seconds on a busy shared CPU.
describe('Component type details dialog', { timeout: 20_000 }, () => {
  it('shows the type with its image, categories and only the facts that are set', async () => {
    stubDetails();
    openDetails(['Loaner']);
    const dialog = await screen.findByRole('dialog', { name: 'Arduino Uno' });
    expect(within(dialog).getByRole('img', { name: 'Arduino Uno' })).toHaveAttribute(
      'src',
      'data:image/jpeg;base64,AAAA',
    );
    expect(within(dialog).getByText('Microcontrollers')).toBeInTheDocument();
    expect(within(dialog).getByText('Shelf A1')).toBeInTheDocument();
    const datasheet = within(dialog).getByRole('link', { name: /docs\.example/ });
    expect(datasheet).toHaveAttribute('target', '_blank');
    expect(datasheet).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(dialog).queryByText('Manufacturer')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Wiki')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete component type' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Inventory' })).toBeInTheDocument();
  });

  it('offers a Loaner Reserve on the details, with the stock', async () => {
    const calls = stubDetails();
    openDetails(['Loaner']);
    const dialog = await screen.findByRole('dialog', { name: 'Arduino Uno' });
    expect(within(dialog).getByText('In stock: 3')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reserve Arduino Uno' }));

    expect(await screen.findByText(/^Reservation successful/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/Reservations/7']);
  });

  it('shows that the lab reserved the type, and offers no Reserve', async () => {
    stubDetails({ details: () => jsonResponse({ ...uno, status: ComponentTypeStatus.ReservedAdmin }) });
    openDetails(['Loaner']);
    const dialog = await screen.findByRole('dialog', { name: 'Arduino Uno' });
    expect(within(dialog).getByText('Reserved by the lab')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Reserve/ })).not.toBeInTheDocument();
  });

  it('closes back to the list', async () => {
    stubDetails();
    const router = openDetails(['Loaner']);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toBe('/Components');
  });

  it('tells an Admin why a type in use cannot be deleted', async () => {
    stubDetails({ deletion: () => problem(409, '2 of its components are reserved or on loan.') });
    openDetails(['Admin']);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete component type' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete component type' })).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('Deletion unsuccessful: 2 of its components are reserved or on loan.'),
    ).toBeInTheDocument();
  });

  it('goes back to the list after deleting', async () => {
    const calls = stubDetails();
    const router = openDetails(['Admin']);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete component type' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete component type' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Deletion successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/Components'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('says so when the details cannot be fetched', async () => {
    stubDetails({ details: () => problem(404, 'Component type 7 was not found.') });
    openDetails(['Loaner']);
    expect(
      await screen.findAllByText('Unsuccessfully fetched component type details: Component type 7 was not found.'),
    ).not.toHaveLength(0);
  });
});
