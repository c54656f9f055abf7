import { ComponentTypeKind } from '@labstock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { type Answer, jsonResponse, problemResponse, type RecordedCall, stubServer } from '../../test/fetch-stub';
import { componentTypeOf } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as LowStockScreen } from './route';

beforeEach(() => {
  storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Loaner', 'Clerk'] }));
  URL.createObjectURL = vi.fn(() => 'blob:reorder');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const resistors = componentTypeOf({
  componentTypeId: 7,
  componentName: 'Resistor 220 Ω',
  kind: ComponentTypeKind.Consumable,
  location: 'Drawer A3',
  manufacturer: 'Vishay',
  stockUnit: 'pcs',
  quantityInStock: 40,
  numberOfAvailebleComponents: 40,
  reorderLevel: 50,
  reorderQuantity: 500,
  lowStock: true,
});
const solder = componentTypeOf({
  componentTypeId: 8,
  componentName: 'Solder wire',
  kind: ComponentTypeKind.Consumable,
  stockUnit: 'm',
  reorderLevel: 5,
  lowStock: true,
});

/** The server's low-stock list: both consumables, 12 in all. */
function lab(call: RecordedCall): Response {
  if (call.url.startsWith('/api/Stock/low')) {
    return jsonResponse([resistors, solder], { headers: { 'X-Pagination': JSON.stringify({ TotalCount: 12 }) } });
  }
  if (call.url === '/api/export/reorder.csv') {
    return new Response('Type,Manufacturer\nResistor 220 Ω,Vishay\n', {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="labstock-reorder-2030-03-01.csv"',
      },
    });
  }
  return jsonResponse({});
}

function openScreen(answer?: Answer) {
  const calls = stubServer(lab, answer);
  const router = createMemoryRouter(
    [
      { path: '/LowStock', element: <LowStockScreen /> },
      { path: '/details/:id', element: <p>Details page</p> },
    ],
    { initialEntries: ['/LowStock'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { calls, router };
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Low stock', () => {
  it('lists the low consumables with where they are, their stock in its unit and their reorder settings', async () => {
    const { calls } = openScreen();
    expect(screen.getByRole('heading', { name: 'Low stock' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Low stock' });
    await within(table).findByText('Resistor 220 Ω');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Component name', 'Location', 'Manufacturer', 'In stock', 'Reorder level', 'Reorder quantity']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(cellsOf(first as HTMLElement)).toEqual(['Resistor 220 Ω', 'Drawer A3', 'Vishay', '40 pcs', '50', '500']);
    expect(cellsOf(second as HTMLElement)).toEqual(['Solder wire', '', '', '0 m', '5', '']);
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/api/Stock/low'))?.url).toBe(
      '/api/Stock/low?pageNumber=1&pageSize=10',
    );
  });

  it("opens a consumable's details from its name", async () => {
    const { router } = openScreen();
    await userEvent.click(await screen.findByRole('link', { name: 'Resistor 220 Ω' }));
    expect(await screen.findByText('Details page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/details/7');
  });

  it('says so when no consumable is low', async () => {
    openScreen((call) => (call.url.startsWith('/api/Stock/low') ? jsonResponse([]) : undefined));
    expect(await screen.findByText('No consumable is low on stock.')).toBeInTheDocument();
  });

  it('downloads the reorder list under the name the server gives', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { calls } = openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Download reorder list' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(calls.some((call) => call.url === '/api/export/reorder.csv')).toBe(true);
    expect(clicked[0]?.download).toBe('labstock-reorder-2030-03-01.csv');
  });

  it("tells the user the server's reason when the list cannot be fetched", async () => {
    openScreen((call) =>
      call.url.startsWith('/api/Stock/low')
        ? problemResponse(403, { title: 'Forbidden', detail: 'You do not have permission to do this.' })
        : undefined,
    );
    expect(
      await screen.findByText('Could not fetch the low stock: You do not have permission to do this.'),
    ).toBeInTheDocument();
  });
});
