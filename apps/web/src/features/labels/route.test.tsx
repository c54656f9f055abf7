import { type Component, type ComponentType, ComponentTypeKind } from '@labstock/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, type RecordedCall, stubFetch } from '../../test/fetch-stub';
import { componentTypeOf } from '../../test/fixtures';
import { decodeQrCode } from '../../test/qr-decode';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as LabelsRoute } from './route';

const servo = { componentTypeId: 7, componentName: 'Servo SG90', categories: [] } as unknown as ComponentType;
const inventory: Component[] = Array.from({ length: 130 }, (_, i) => ({
  componentId: 1000 + i,
  componentTypeId: 7,
  componentNumber: i + 1,
  serialNo: null,
  status: 0,
  adminComment: null,
  userComment: null,
  currentLoanInformationId: null,
  openFaults: 0,
  calibratedOn: null,
  calibrationDueOn: null,
}));

const resistors = componentTypeOf({
  componentTypeId: 5,
  componentName: 'Resistor 10 kΩ',
  kind: ComponentTypeKind.Consumable,
  stockUnit: 'pcs',
  selfService: true,
});

/** The type, and its inventory in pages as GET Component gives them. */
function stubLab() {
  return stubFetch((call: RecordedCall) => {
    if (call.url === '/api/ComponentTypes/7') return jsonResponse(servo);
    if (call.url === '/api/ComponentTypes/5') return jsonResponse(resistors);
    const query = new URL(call.url, 'http://localhost').searchParams;
    const size = Number(query.get('pageSize'));
    const page = inventory.slice((Number(query.get('pageNumber')) - 1) * size, Number(query.get('pageNumber')) * size);
    return jsonResponse(page, { headers: { 'X-Pagination': JSON.stringify({ TotalCount: inventory.length }) } });
  });
}

function openLabels(search: string) {
  const router = createMemoryRouter([{ path: '/labels', Component: LabelsRoute }], {
    initialEntries: [`/labels${search}`],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Admin'] })));
afterEach(() => vi.unstubAllGlobals());

describe('Labels page', { timeout: 20_000 }, () => {
  it('prints a label for every component of the type, 24 to an A4 sheet', async () => {
    const calls = stubLab();
    openLabels('?componentTypeId=7');

    expect(await screen.findByRole('heading', { name: 'Labels: Servo SG90' })).toBeVisible();
    expect(await screen.findByText('130 label(s) on A4 sheets of 3 × 8')).toBeVisible();
    expect(screen.getAllByTestId('component-label')).toHaveLength(130);
    expect(screen.getAllByTestId('label-sheet')).toHaveLength(6);
    const last = screen.getAllByTestId('component-label').at(-1) as HTMLElement;
    expect(within(last).getByRole('img', { name: 'QR code of Servo SG90 No. 130' })).toBeInTheDocument();
    expect(within(last).getByText('No. 130')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/api/Component?')).length).toBe(2);
  });

  it('prints the chosen components only, and narrows the choice on Apply', async () => {
    stubLab();
    const router = openLabels('?componentTypeId=7&components=1,2,5-8');
    expect(await screen.findByText('6 label(s) on A4 sheets of 3 × 8')).toBeVisible();
    expect(
      screen.getAllByTestId('component-label').map((label) => within(label).getByText(/^No\./).textContent),
    ).toEqual(['No. 1', 'No. 2', 'No. 5', 'No. 6', 'No. 7', 'No. 8']);

    const field = screen.getByRole('textbox', { name: 'Component numbers' });
    await userEvent.clear(field);
    await userEvent.type(field, '3, 200{Enter}');

    expect(await screen.findByText('1 label(s) on A4 sheets of 3 × 8')).toBeVisible();
    expect(router.state.location.search).toBe('?componentTypeId=7&components=3%2C+200');
  });

  it('opens the print dialog on Print', async () => {
    stubLab();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    openLabels('?componentTypeId=7&components=4');
    await screen.findByText('1 label(s) on A4 sheets of 3 × 8');

    await userEvent.click(screen.getByRole('button', { name: 'Print' }));

    expect(print).toHaveBeenCalledOnce();
  });

  it("prints a consumable's one label, of its type, leading to its page", async () => {
    stubLab();
    openLabels('?componentTypeId=5');
    expect(await screen.findByText('1 label(s) on A4 sheets of 3 × 8')).toBeVisible();
    const label = screen.getByTestId('component-label');
    expect(within(label).getByText('Resistor 10 kΩ')).toBeInTheDocument();
    expect(within(label).queryByText(/^No\./)).not.toBeInTheDocument();
    expect(decodeQrCode(within(label).getByRole('img', { name: 'QR code of Resistor 10 kΩ' }))).toBe(
      `${window.location.origin}/details/5`,
    );
    expect(screen.queryByRole('textbox', { name: 'Component numbers' })).not.toBeInTheDocument();
  });
});
