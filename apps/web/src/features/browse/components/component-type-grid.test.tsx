import { type ComponentType, DEFAULT_LENDING_POLICY } from '@labstock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../../test/fake-jwt';
import { jsonResponse, stubServer } from '../../../test/fetch-stub';
import { componentTypeOf, oscilloscopeNo4, reservationOf } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { paginationOf } from '../../../test/waitlist-fixtures';
import { ComponentTypeGrid } from './component-type-grid';

function componentType(id: number): ComponentType {
  return componentTypeOf({
    componentTypeId: id,
    componentName: `Type ${id}`,
    imageUrl: `/api/ComponentTypes/${id}/image?v=1`,
    numberOfAvailebleComponents: 1,
  });
}

afterEach(() => vi.unstubAllGlobals());

/** A Loaner holding one reservation, against the Admin's limit of `maxOpenReservations`. */
function serveLoanerWithOneReservation(maxOpenReservations: number) {
  storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Loaner'] }));
  stubServer((call) => {
    if (call.url === '/api/Loans/policy') return jsonResponse({ ...DEFAULT_LENDING_POLICY, maxOpenReservations });
    const rows = call.url.startsWith('/api/Reservations/User') ? [reservationOf(oscilloscopeNo4(), null)] : [];
    return jsonResponse(rows, { headers: paginationOf(rows.length) });
  });
  renderWithProviders(
    <MemoryRouter>
      <ComponentTypeGrid componentTypes={[componentType(1)]} canReserve />
    </MemoryRouter>,
  );
}

describe('ComponentTypeGrid', () => {
  it("disables the cards' Reserve once the loaner holds as many reservations as the lab allows", async () => {
    serveLoanerWithOneReservation(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reserve Type 1' })).toBeDisabled());
  });

  it('shows every card of a full page, the first ones with pictures loading at once', async () => {
    const page = Array.from({ length: 50 }, (_, index) => componentType(index + 1));
    renderWithProviders(
      <MemoryRouter>
        <ComponentTypeGrid componentTypes={page} canReserve={false} />
      </MemoryRouter>,
    );
    const grid = screen.getByRole('list', { name: 'Component types' });
    expect(await within(grid).findByRole('heading', { name: 'Type 50' })).toBeInTheDocument();
    const pictures = within(grid).getAllByRole('img');
    expect(pictures).toHaveLength(50);
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual([
      ...Array(8).fill('eager'),
      ...Array(42).fill('lazy'),
    ]);
  });
});
