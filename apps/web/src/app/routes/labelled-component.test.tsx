import { type Component, ComponentTypeKind } from '@labstock/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, type RecordedCall, stubFetch } from '../../test/fetch-stub';
import { componentTypeOf } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as DetailsPage } from './details-route';

vi.mock('../../lib/auth/user-manager', () => ({ getUserManager: () => new Promise(() => {}) }));

const servo = componentTypeOf({
  componentTypeId: 7,
  componentName: 'Servo SG90',
  image: null,
  numberOfAvailebleComponents: 2,
});

const component = (componentNumber: number, serialNo: string | null = null): Component => ({
  componentId: 100 + componentNumber,
  componentTypeId: 7,
  componentNumber,
  serialNo,
  status: 0,
  adminComment: null,
  userComment: null,
  currentLoanInformationId: null,
  openFaults: 0,
  calibratedOn: null,
  calibrationDueOn: null,
});

const resistors = componentTypeOf({
  componentTypeId: 5,
  componentName: 'Resistor 10 kΩ',
  kind: ComponentTypeKind.Consumable,
  stockUnit: 'pcs',
  quantityInStock: 80,
  numberOfAvailebleComponents: 80,
  selfService: true,
});

/** The search for "15" finds 15 and a component whose serial number holds 15. */
function stubDetails() {
  return stubFetch((call: RecordedCall) => {
    if (call.url === '/api/ComponentTypes/7') return jsonResponse(servo);
    if (call.url === '/api/ComponentTypes/5') return jsonResponse(resistors);
    const search = new URL(call.url, 'http://localhost').searchParams.get('searchString');
    const found = search === '15' ? [component(3, 'SN-15'), component(15, 'SN-B')] : [];
    return jsonResponse(found, { headers: { 'X-Pagination': JSON.stringify({ TotalCount: found.length }) } });
  });
}

function openDetails(url: string, roles: string[]) {
  storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: roles }));
  const router = createMemoryRouter([{ path: '/details/:id', Component: DetailsPage }], { initialEntries: [url] });
  renderWithProviders(<RouterProvider router={router} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('Details opened from a QR label', { timeout: 20_000 }, () => {
  it('shows the labelled component expanded and highlighted above the inventory', async () => {
    stubDetails();
    openDetails('/details/7?component=15', ['Loaner']);

    const section = await screen.findByRole('region', { name: 'Component No. 15' });
    expect(within(section).getByRole('button', { name: 'Details of component 15' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(section).getByText('SN-B')).toBeVisible();
  });

  it("offers a Loaner the labelled unit's Report fault, and shows the faults already reported on it", async () => {
    stubFetch((call: RecordedCall) => {
      if (call.url === '/api/ComponentTypes/7') return jsonResponse(servo);
      const found = [{ ...component(15), openFaults: 1 }];
      return jsonResponse(found, { headers: { 'X-Pagination': JSON.stringify({ TotalCount: 1 }) } });
    });
    openDetails('/details/7?component=15', ['Loaner']);

    const section = await screen.findByRole('region', { name: 'Component No. 15' });
    expect(within(section).getByText('1 fault(s) reported')).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Report fault' }));
    expect(await screen.findByRole('dialog', { name: 'Report a fault on Servo SG90 No. 15' })).toBeVisible();
  });

  it('tells when the type has no component of that number', async () => {
    stubDetails();
    openDetails('/details/7?component=99', ['Loaner']);
    expect(await screen.findByText('Servo SG90 has no component No. 99.')).toBeVisible();
  });

  it("gives an Admin the type's CSV export and its label sheet", async () => {
    stubDetails();
    openDetails('/details/7', ['Admin']);
    expect(await screen.findByRole('link', { name: 'Print labels' })).toHaveAttribute(
      'href',
      '/labels?componentTypeId=7',
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  });

  it('gives other roles neither', async () => {
    stubDetails();
    openDetails('/details/7', ['Clerk']);
    await screen.findByRole('heading', { name: 'Servo SG90' });
    expect(screen.queryByRole('link', { name: 'Print labels' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it("leads a Loaner from a consumable's label to Record what I took, and no inventory", async () => {
    stubDetails();
    openDetails('/details/5', ['Loaner']);
    expect(await screen.findByRole('button', { name: 'Record what I took' })).toBeVisible();
    expect(screen.getByText('In stock: 80 pcs')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'What you took' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Inventory' })).not.toBeInTheDocument();
  });
});
