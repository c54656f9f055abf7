import { FAULT_DESCRIPTION_MAX_LENGTH, type FaultReport } from '@labstock/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, type RecordedCall, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { ReportFaultButton } from './report-fault-button';

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Loaner'] })));
afterEach(() => vi.unstubAllGlobals());

const unit = { componentId: 21, componentTypeName: 'Oscilloscope', componentNumber: 4, status: 0 } as const;

const answer = (repairTicketId: number | null): FaultReport => ({
  faultReportId: 9,
  componentId: 21,
  description: 'No trace on channel 2',
  imageUrl: null,
  createdAt: '2030-05-02T09:30:00.000Z',
  repairTicketId,
});

function openDialog(repairTicketId: number | null = 3) {
  const calls = stubFetch(() => jsonResponse(answer(repairTicketId), { status: 201 }));
  renderWithProviders(<ReportFaultButton unit={unit} />);
  return { calls, opened: openIt() };
}

async function openIt() {
  await userEvent.click(screen.getByRole('button', { name: 'Report fault' }));
  return screen.findByRole('dialog', { name: 'Report a fault on Oscilloscope No. 4' });
}

const sent = (calls: RecordedCall[]) => calls.find((call) => call.url === '/api/Component/21/faults') as RecordedCall;

describe('Report a fault', { timeout: 20_000 }, () => {
  it('asks for a description, and sends nothing without one', async () => {
    const { calls, opened } = openDialog();
    const dialog = await opened;
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'What is wrong?' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Describe the fault.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'What is wrong?' })).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('refuses a description longer than the server keeps', async () => {
    const { calls, opened } = openDialog();
    const dialog = await opened;
    // Typed key by key, so many characters would take long: the field takes them at once.
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'What is wrong?' }), {
      target: { value: 'x'.repeat(FAULT_DESCRIPTION_MAX_LENGTH + 1) },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText(`At most ${FAULT_DESCRIPTION_MAX_LENGTH} characters.`)).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('sends the description and the photo as a form, and says the unit is out of lending', async () => {
    const { calls, opened } = openDialog(3);
    const dialog = await opened;
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'What is wrong?' }), ' No trace on channel 2 ');
    const photo = new File(['jpeg bytes'], 'scope.jpg', { type: 'image/jpeg' });
    await userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, photo);
    expect(within(dialog).getByText('scope.jpg')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findByText(
        'Thank you — the fault is reported. The unit is taken out of lending until it is repaired.',
      ),
    ).toBeVisible();
    const call = sent(calls);
    expect(call.method).toBe('POST');
    const form = call.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('Description')).toBe('No trace on channel 2');
    expect(form.get('ImageFile')).toEqual(photo);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('tells that a unit on loan is looked at when it is handed in, and sends no photo when none is chosen', async () => {
    const { calls, opened } = openDialog(null);
    const dialog = await opened;
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'What is wrong?' }), 'Loose knob');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Thank you — the fault is reported. The Clerk sees it when the unit is handed in.'),
    ).toBeVisible();
    expect((sent(calls).body as FormData).has('ImageFile')).toBe(false);
  });

  it('is not offered on a unit gone from the lab', () => {
    stubFetch(() => jsonResponse({}));
    renderWithProviders(<ReportFaultButton unit={{ ...unit, status: 5 }} />);
    expect(screen.queryByRole('button', { name: 'Report fault' })).not.toBeInTheDocument();
  });
});
