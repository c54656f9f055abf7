import { ComponentTypeStatus } from '@labstock/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, type RecordedCall, stubFetch } from '../../test/fetch-stub';
import { componentTypeOf } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as BrowseScreen } from './components-route';

// The roles come from the stored product token; the sign-in configuration is not needed here.
vi.mock('../../lib/auth/user-manager', () => ({ getUserManager: () => new Promise(() => {}) }));

const categories = [
  { categoryId: 1, name: 'Microcontrollers' },
  { categoryId: 2, name: 'Sensors' },
  { categoryId: 3, name: 'Displays' },
];

const componentType = (id: number, name: string, available: number) =>
  componentTypeOf({
    componentTypeId: id,
    componentName: name,
    componentInfo: `About ${name}`,
    numberOfAvailebleComponents: available,
  });

/** The browse calls: categories, the type list (in stock as `stock` says), and reservations. */
function stubCatalogue(stock = { uno: 5, lcd: 0 }, unoStatus: ComponentTypeStatus = ComponentTypeStatus.Available) {
  return stubFetch((call: RecordedCall) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/Categories') return jsonResponse(categories);
    if (url.pathname === '/api/ComponentTypes') {
      const uno = { ...componentType(1, 'Arduino Uno', stock.uno), status: unoStatus };
      return jsonResponse([uno, componentType(2, 'LCD 16x2', stock.lcd)], {
        headers: { 'X-Pagination': JSON.stringify({ TotalCount: 2 }) },
      });
    }
    if (url.pathname === '/api/Reservations/1') return jsonResponse({}, { status: 201 });
    return jsonResponse({}, { status: 404 });
  });
}

function openBrowse(roles: string[]) {
  storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: roles }));
  const router = createMemoryRouter([{ path: '/Components', Component: BrowseScreen }], {
    initialEntries: ['/Components'],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

const typeListCalls = (calls: RecordedCall[]) =>
  calls.map((call) => new URL(call.url, 'http://localhost')).filter((url) => url.pathname === '/api/ComponentTypes');

afterEach(() => vi.unstubAllGlobals());

// Whole dialogs typed into by userEvent take seconds on a busy shared CPU.
describe('Browse component types', { timeout: 20_000 }, () => {
  it('shows the stock of each type and sends the two chosen categories as a JSON array', async () => {
    const calls = stubCatalogue();
    openBrowse(['Loaner']);

    expect(await screen.findByText('In stock: 5')).toBeInTheDocument();
    expect(screen.getByText('In stock: 0')).toBeInTheDocument();
    expect(typeListCalls(calls)[0]?.searchParams.has('categoriesFilterAsJson')).toBe(false);
    expect(calls.find((call) => call.url.startsWith('/api/Categories'))?.url).toBe(
      '/api/Categories?pageNumber=0&pageSize=0',
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Categories' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Microcontrollers' }));
    await userEvent.click(screen.getByRole('option', { name: 'Displays' }));
    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(typeListCalls(calls).at(-1)?.searchParams.get('categoriesFilterAsJson')).toBe('[1,3]'));
    const combobox = screen.getByRole('combobox', { name: 'Categories' });
    expect(within(combobox).getByText('Microcontrollers')).toBeInTheDocument();
    expect(within(combobox).getByText('Displays')).toBeInTheDocument();
  });

  it('offers Reserve to a Loaner only on types in stock, and refreshes the counts after reserving', async () => {
    const calls = stubCatalogue();
    openBrowse(['Loaner']);

    const uno = (await screen.findByRole('heading', { name: 'Arduino Uno' })).closest('li') as HTMLElement;
    const lcd = screen.getByRole('heading', { name: 'LCD 16x2' }).closest('li') as HTMLElement;
    expect(within(lcd).queryByRole('button', { name: /^Reserve/ })).not.toBeInTheDocument();

    await userEvent.click(within(uno).getByRole('button', { name: 'Reserve Arduino Uno' }));

    expect(
      await screen.findByText(
        'Reservation successful. The Component must be picked up within 8 days or it will be deleted',
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.url).toBe('/api/Reservations/1');
    await waitFor(() => expect(typeListCalls(calls)).toHaveLength(2));
  });

  it('reserves once on a double-click: Reserve is disabled while its request is in flight', async () => {
    const calls = stubCatalogue();
    openBrowse(['Loaner']);
    const reserve = await screen.findByRole('button', { name: 'Reserve Arduino Uno' });

    fireEvent.click(reserve);
    fireEvent.click(reserve);

    expect(reserve).toBeDisabled();
    await screen.findByText(/^Reservation successful/);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows a type the lab reserved as such, without its stock or Reserve', async () => {
    stubCatalogue({ uno: 2, lcd: 0 }, ComponentTypeStatus.ReservedAdmin);
    openBrowse(['Loaner']);

    const uno = (await screen.findByRole('heading', { name: 'Arduino Uno' })).closest('li') as HTMLElement;
    expect(within(uno).getByText('Reserved by the lab')).toBeInTheDocument();
    expect(within(uno).queryByText('In stock: 2')).not.toBeInTheDocument();
    expect(within(uno).queryByRole('button', { name: /^Reserve/ })).not.toBeInTheDocument();
  });

  it('shows no Reserve button to a user who is not a Loaner', async () => {
    stubCatalogue();
    openBrowse(['Clerk']);
    expect(await screen.findByText('In stock: 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reserve/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add component type' })).not.toBeInTheDocument();
  });

  it('gives an Admin the add button', async () => {
    stubCatalogue();
    openBrowse(['Admin']);
    expect(await screen.findByRole('button', { name: 'Add component type' })).toBeInTheDocument();
  });

  it('links each card to its details dialog', async () => {
    stubCatalogue();
    openBrowse(['Loaner']);
    expect(await screen.findByRole('link', { name: /Arduino Uno/ })).toHaveAttribute('href', '/Components/details/1');
  });
});
