import { type ActivityEntry, ActivityKind, type Component, type ComponentType } from '@labstock/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../../test/fake-jwt';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render-with-providers';
import { InventorySection } from './inventory-section';

vi.mock('../../../lib/auth/user-manager', () => ({ getUserManager: () => new Promise(() => {}) }));

const uno = { componentTypeId: 7, componentName: 'Arduino Uno' } as ComponentType;
const component: Component = {
  componentId: 71,
  componentTypeId: 7,
  componentNumber: 3,
  serialNo: null,
  status: 4,
  adminComment: null,
  userComment: null,
  currentLoanInformationId: null,
  openFaults: 0,
  calibratedOn: null,
  calibrationDueOn: null,
  currentLoan: null,
};
const statusChange: ActivityEntry = {
  activityId: 9,
  at: new Date(2026, 2, 10, 9, 5).toISOString(),
  kind: ActivityKind.ComponentStatusChanged,
  actor: { loanerId: 2, name: 'Ada Admin', auId: 'au100002' },
  loaner: null,
  componentId: 71,
  componentNumber: 3,
  componentTypeId: 7,
  componentTypeName: 'Arduino Uno',
  componentTypeDeleted: false,
  loanId: null,
  reservationId: null,
  before: { status: 0 },
  after: { status: 4 },
};

function openInventory(roles: string[]) {
  const calls = stubFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/Component/71/history') {
      return jsonResponse([statusChange], { headers: { 'X-Pagination': JSON.stringify({ TotalCount: 1 }) } });
    }
    return jsonResponse([component], { headers: { 'X-Pagination': JSON.stringify({ TotalCount: 1 }) } });
  });
  storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: roles }));
  renderWithProviders(<InventorySection componentType={uno} />);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('Inventory row history', { timeout: 20_000 }, () => {
  it('shows a Clerk the component’s events when the row is expanded', async () => {
    openInventory(['Clerk']);
    await userEvent.click(await screen.findByRole('button', { name: 'Details of component 3' }));
    const history = await screen.findByRole('region', { name: 'History of component 3' });
    const [event] = await within(history).findAllByRole('listitem');
    expect(event).toHaveTextContent('10-03-2026 09:05 · Ada Admin (au100002) · Status changed');
    expect(event).toHaveTextContent('Status: Available → Defect');
  });

  it('shows a Loaner no history and does not ask for it', async () => {
    const calls = openInventory(['Loaner']);
    await userEvent.click(await screen.findByRole('button', { name: 'Details of component 3' }));
    expect(await screen.findByText('Component number')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /History/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/history'))).toBe(false);
  });
});
