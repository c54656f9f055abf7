import type { LabRules } from '@labstock/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReserveButton } from '../../entities/component-type/reserve-button';
import { removeProductToken, storeProductToken } from '../../lib/auth/product-token';
import { rulesPrompt } from '../../lib/rules-prompt';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { jsonResponse, problemResponse, type RecordedCall, stubServer } from '../../test/fetch-stub';
import { componentTypeOf, leaLoaner } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { LabRulesGate } from './lab-rules-gate';

afterEach(() => {
  vi.unstubAllGlobals();
  removeProductToken();
  sessionStorage.clear();
  rulesPrompt.set(false);
});

const rulesV2: LabRules = {
  text: 'Wear safety glasses.\nTidy your bench.',
  version: 2,
  updatedAt: '2026-11-02T09:30:00Z',
};

interface Lab {
  /** The signed-in loaner; Lea unless said. */
  loanerId?: number;
  /** The lab's rules as GET Lab answers them; each call takes the next, the last one staying. */
  rules: (LabRules | null)[];
  /** The version Lea accepted, as GET Loaners/Loaner answers it; each call takes the next, the last one staying. */
  accepted: (number | null)[];
  /** Whether POST Reservations answers 409 rulesNotAccepted, call by call; the last one staying. */
  reserveRefused?: boolean[];
  /** POST Loaners/Loaner/rules answers 409: the rules changed meanwhile. */
  acceptRefused?: boolean;
}

const next = <T,>(answers: T[]): T => (answers.length > 1 ? (answers.shift() as T) : (answers[0] as T));

/** Lea Loaner (or `lab.loanerId`) signed in with `roles`, the server as `lab` says, and the gate on screen (with a Reserve button). */
function openApp(lab: Lab, roles = ['Loaner']) {
  storeProductToken(fakeJwt({ exp: epochSeconds(3600), sub: '3', role: roles }));
  const calls = stubServer((call) => {
    if (call.url === '/api/Lab') return jsonResponse({ name: 'the electronics lab', rules: next(lab.rules) });
    if (call.url === '/api/Loaners/Loaner') {
      return jsonResponse(leaLoaner({ loanerId: lab.loanerId ?? 3, rulesAcceptedVersion: next(lab.accepted) }));
    }
    if (call.url === '/api/Loaners/Loaner/rules' && lab.acceptRefused) {
      const detail = 'These are not the current rules: read them again.';
      return jsonResponse({ status: 409, title: 'Conflict', detail }, { status: 409 });
    }
    if (call.url === '/api/Loaners/Loaner/rules') return new Response(null, { status: 204 });
    if (call.url === '/api/Reservations/5' && next(lab.reserveRefused ?? [false])) {
      const detail = "Accept the lab's rules before you borrow: read them (version 2) in Labstock and accept them.";
      return jsonResponse({ status: 409, title: 'Conflict', detail, rulesNotAccepted: true }, { status: 409 });
    }
    if (call.url === '/api/Reservations/5') return jsonResponse({ reservationId: 11 });
    return problemResponse(404, { title: 'Not Found' });
  });
  renderWithProviders(
    <>
      <LabRulesGate />
      <ReserveButton componentType={componentTypeOf({ componentTypeId: 5, componentName: 'Oscilloscope' })} />
    </>,
  );
  return calls;
}

const rulesDialog = () => screen.findByRole('dialog', { name: 'Accept the lab rules' });
const posts = (calls: RecordedCall[], url: string) =>
  calls.filter((call) => call.method === 'POST' && call.url === url);

/** Lets the app's calls on opening answer, so that a dialog that would open has. */
async function settle(calls: RecordedCall[]) {
  await waitFor(() => expect(calls.filter((call) => call.url.startsWith('/api/L')).length).toBeGreaterThanOrEqual(2));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('The lab rules on opening the app', () => {
  it('asks a Loaner who has not accepted the current rules, showing them, and Accept sends that version', async () => {
    const calls = openApp({ rules: [rulesV2], accepted: [1] });
    const dialog = await rulesDialog();
    expect(within(dialog).getByText(/Wear safety glasses\.\s+Tidy your bench\./)).toBeInTheDocument();
    expect(within(dialog).getByText('Version 2, updated 02-11-2026')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls, '/api/Loaners/Loaner/rules').map((call) => call.body)).toEqual([{ version: 2 }]);
    expect(await screen.findByText('You have accepted the lab rules.')).toBeInTheDocument();
  });

  it('asks nothing of a Loaner who accepted the current rules', async () => {
    const calls = openApp({ rules: [rulesV2], accepted: [2] });
    await settle(calls);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks nothing while the lab has no rules', async () => {
    const calls = openApp({ rules: [null], accepted: [null] });
    await settle(calls);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks nothing of a Clerk who is no Loaner, and reads neither the rules nor a loaner for it', async () => {
    const calls = openApp({ rules: [rulesV2], accepted: [null] }, ['Clerk', 'Admin']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/Lab' || call.url === '/api/Loaners/Loaner')).toEqual([]);
  });

  it('asks once a session: after "Not now" a new opening of the app asks nothing', async () => {
    await userEvent.click(within(await openAndFind()).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    vi.unstubAllGlobals();
    cleanup();

    const calls = openApp({ rules: [rulesV2], accepted: [null] });
    await settle(calls);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls, '/api/Loaners/Loaner/rules')).toEqual([]);
  });

  it('asks another user signed in later in the same session, although Lea said "Not now"', async () => {
    await userEvent.click(within(await openAndFind()).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    vi.unstubAllGlobals();
    cleanup();

    openApp({ loanerId: 8, rules: [rulesV2], accepted: [null] });
    expect(await rulesDialog()).toBeInTheDocument();
  });

  it('shows the new rules and stays open when they changed before Accept reached the server', async () => {
    const rulesV3 = { ...rulesV2, text: 'No food at the benches.', version: 3 };
    openApp({ rules: [rulesV2, rulesV3], accepted: [null], acceptRefused: true });
    await userEvent.click(within(await rulesDialog()).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText(/^The lab rules were not accepted: These are not the current rules/)).toBeVisible();
    const dialog = await rulesDialog();
    expect(await within(dialog).findByText('No food at the benches.')).toBeInTheDocument();
    expect(within(dialog).getByText('Version 3, updated 02-11-2026')).toBeInTheDocument();
  });
});

async function openAndFind() {
  openApp({ rules: [rulesV2], accepted: [null] });
  return rulesDialog();
}

describe('The lab rules when lending refuses for them', () => {
  it('asks again after "Not now" when a reservation is refused, and the Loaner reserves once accepted', async () => {
    const calls = openApp({ rules: [rulesV2], accepted: [null], reserveRefused: [true, false] });
    await userEvent.click(within(await rulesDialog()).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Reserve Oscilloscope' }));
    expect(await screen.findByText(/Accept the lab's rules before you borrow/)).toBeInTheDocument();
    await userEvent.click(within(await rulesDialog()).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls, '/api/Loaners/Loaner/rules').map((call) => call.body)).toEqual([{ version: 2 }]);

    await userEvent.click(screen.getByRole('button', { name: 'Reserve Oscilloscope' }));
    await waitFor(() => expect(posts(calls, '/api/Reservations/5')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the rules as they are now when they changed after the Loaner accepted the last ones', async () => {
    const rulesV1 = { ...rulesV2, text: 'Tidy your bench.', version: 1 };
    const calls = openApp({ rules: [rulesV1, rulesV2], accepted: [1], reserveRefused: [true] });
    await settle(calls);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reserve Oscilloscope' }));
    const dialog = await rulesDialog();
    expect(within(dialog).getByText('Version 2, updated 02-11-2026')).toBeInTheDocument();
  });
});
