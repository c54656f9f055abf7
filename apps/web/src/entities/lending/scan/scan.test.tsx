import { type Component, ComponentStatus, type Loan, type Loaner, type Reservation } from '@labstock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../../test/fake-jwt';
import { jsonResponse, type RecordedCall, stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ScanButton } from './scan-button';

/** The camera: a test shows it a code with `camera.show(text)` once the scanner reads it (`on`). */
const camera = vi.hoisted(() => ({ on: false, show: (_text: string) => {}, stop: vi.fn() }));
vi.mock('@zxing/browser', () => ({
  BrowserQRCodeReader: class {
    decodeFromVideoDevice(_device: unknown, _video: unknown, read: (result: { getText(): string }) => void) {
      camera.show = (text) => read({ getText: () => text });
      camera.on = true;
      return Promise.resolve({ stop: camera.stop });
    }
  },
}));

const freja: Loaner = {
  loanerId: 5,
  firstName: 'Freja',
  lastName: 'Nielsen',
  auId: 'au612345',
  studentNo: '202001',
  staffInitials: null,
  mobileNo: '12345678',
  email: 'freja@uni.example',
  hasOverdueLoans: false,
  language: 'en',
  roles: [],
};
const component = (componentNumber: number, status: ComponentStatus): Component => ({
  componentId: 100 + componentNumber,
  componentTypeId: 7,
  componentNumber,
  serialNo: null,
  status,
  adminComment: null,
  userComment: null,
  currentLoanInformationId: status === ComponentStatus.Loaned ? 50 : null,
  openFaults: 0,
  calibratedOn: null,
  calibrationDueOn: null,
  currentLoan:
    status === ComponentStatus.Loaned
      ? {
          loanId: 50,
          loanerId: 5,
          loanerName: 'Freja Nielsen',
          auId: 'au612345',
          loanDate: '2026-03-01T10:00:00Z',
          returnDate: '2026-04-01',
        }
      : null,
});
const inventory = [
  component(3, ComponentStatus.Available),
  component(4, ComponentStatus.Defect),
  component(5, ComponentStatus.Loaned),
  component(6, ComponentStatus.ReservedLoaner),
];
const summary = (number: number) => ({
  componentId: 100 + number,
  componentTypeId: 7,
  componentTypeName: 'Servo SG90',
  componentNumber: number,
  adminComment: null,
});
const loan: Loan = {
  loanId: 50,
  loanerId: 5,
  componentId: 105,
  loanDate: '2026-03-01T10:00:00Z',
  returnDate: '2026-04-01',
  returnedAt: null,
  isEmailSent: false,
  lastEmailSend: null,
  isOverdue: false,
  extensions: 0,
  pendingExtension: null,
  faultReports: [],
  component: summary(5),
  loaner: freja,
};
const reservation: Reservation = {
  reservationId: 60,
  reservationDate: '2026-03-05T10:00:00Z',
  pickUpBy: '2026-03-13',
  bookingTo: null,
  loanerId: 5,
  component: summary(6),
  loaner: freja,
};

const labelOf = (number: number) => `https://labstock.example/details/7?component=${number}`;
const paged = (rows: unknown[]) =>
  jsonResponse(rows, { headers: { 'X-Pagination': JSON.stringify({ TotalCount: rows.length }) } });

function stubLab() {
  return stubFetch((call: RecordedCall) => {
    const url = new URL(call.url, 'http://localhost');
    const search = url.searchParams.get('searchString') ?? '';
    switch (url.pathname) {
      case '/api/ComponentTypes/7':
        return jsonResponse({
          componentTypeId: 7,
          componentName: 'Servo SG90',
          categories: [],
          requiredQualifications: [],
        });
      case '/api/Component':
        return paged(inventory.filter((c) => String(c.componentNumber).includes(search)));
      case '/api/Loans':
        return paged(search === 'au612345' ? [loan] : []);
      case '/api/Reservations':
        return paged(search === 'Servo SG90' ? [reservation] : []);
      case '/api/Loans/setting':
        return jsonResponse({ defaultReturnDate: '2026-04-01' });
      default:
        return jsonResponse({});
    }
  });
}

async function openScanner() {
  renderWithProviders(<ScanButton />);
  await userEvent.click(screen.getByRole('button', { name: 'Scan' }));
  const dialog = screen.getByRole('dialog', { name: 'Scan a component' });
  await within(dialog).findByLabelText('Camera picture');
  // The picture shows before the reader starts: a code shown earlier would be lost, on a busy machine.
  await waitFor(() => expect(camera.on).toBe(true));
  return dialog;
}

beforeEach(() => {
  storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Clerk'] }));
  camera.on = false;
});
afterEach(() => vi.unstubAllGlobals());

describe('Scan', { timeout: 20_000 }, () => {
  it('offers the hand-out of an available component the camera reads, and stops the camera', async () => {
    stubLab();
    await openScanner();

    act(() => camera.show(labelOf(3)));

    expect(await screen.findByRole('dialog', { name: 'Handout Servo SG90 no. 3' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Scan a component' })).not.toBeInTheDocument();
    await waitFor(() => expect(camera.stop).toHaveBeenCalled());
  });

  it('offers the hand-in of a loaned component a barcode scanner types in', async () => {
    stubLab();
    const dialog = await openScanner();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Label' }), `${labelOf(5)}{Enter}`);

    const handin = await screen.findByRole('dialog', { name: 'Handin' });
    expect(within(handin).getByText('Servo SG90 (no. 5) from Freja Nielsen')).toBeVisible();
  });

  it("offers the hand-out of a reserved component's reservation", async () => {
    stubLab();
    await openScanner();

    act(() => camera.show(labelOf(6)));

    expect(await screen.findByRole('dialog', { name: 'Hand out reservation' })).toBeVisible();
  });

  it('tells what is wrong and keeps scanning: not a label, no such component, nothing to do', async () => {
    stubLab();
    const dialog = await openScanner();
    const field = within(dialog).getByRole('textbox', { name: 'Label' });

    await userEvent.type(field, 'hello{Enter}');
    expect(await within(dialog).findByText('This is not a Labstock component label.')).toBeVisible();
    await userEvent.type(field, `${labelOf(9)}{Enter}`);
    expect(await within(dialog).findByText('Servo SG90 no. 9 does not exist.')).toBeVisible();
    act(() => camera.show(labelOf(4)));
    expect(await within(dialog).findByText('Servo SG90 no. 4 is Defect: nothing to hand out or in.')).toBeVisible();
  });
});
