import { type ExtensionOutlook, type ExtensionRequest, ExtensionStatus, Language, type Loan } from '@labstock/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/language-packs';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { type Answer, jsonResponse, type RecordedCall, stubServer } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as UserLoans } from './route';

beforeEach(() => storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: ['Loaner'] })));
afterEach(() => vi.unstubAllGlobals());

function loanOf(changes: Partial<Loan> = {}): Loan {
  return {
    loanId: 12,
    loanerId: 3,
    componentId: 40,
    loanDate: '2030-02-20T10:00:00.000Z',
    returnDate: '2030-03-10',
    returnedAt: null,
    isEmailSent: false,
    lastEmailSend: null,
    isOverdue: false,
    extensions: 0,
    pendingExtension: null,
    faultReports: [],
    component: {
      componentId: 40,
      componentTypeId: 1,
      componentTypeName: 'Oscilloscope',
      componentNumber: 4,
      adminComment: null,
    },
    loaner: null,
    ...changes,
  };
}

/** Two weeks more at once; a booking takes the unit after the end of April; the loan may last until 19 August. */
const twoWeeksAtOnce: ExtensionOutlook = {
  currentReturnDate: '2030-03-10',
  grantedAtOnceUntil: '2030-03-24',
  hold: null,
  latestReturnDate: '2030-04-30',
  longestReturnDate: '2030-08-19',
  extensions: 0,
  maxExtensions: 2,
};

function requestOf(loan: Loan, requestedReturnDate: string): ExtensionRequest {
  return {
    extensionRequestId: 5,
    loan,
    previousReturnDate: loan.returnDate,
    requestedReturnDate,
    status: ExtensionStatus.Pending,
    reason: null,
    createdAt: '2030-03-06T09:00:00.000Z',
    decidedAt: null,
  };
}

/**
 * The lab's server: today is 6 March 2030; a new date up to the at-once limit is granted, a later one waits for a
 * Clerk, and the list of loans shows either from then on.
 */
function lab(loans: Loan[], outlook: ExtensionOutlook) {
  return (call: RecordedCall): Response => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/Environment') {
      return jsonResponse({ environment: 'Test', version: '2.3.2', labToday: '2030-03-06' });
    }
    if (url.pathname === '/api/Loans/User') {
      return jsonResponse(loans, { headers: { 'X-Pagination': JSON.stringify({ TotalCount: loans.length }) } });
    }
    if (url.pathname === '/api/Loans/User/12/extension' && call.method === 'GET') return jsonResponse(outlook);
    if (url.pathname === '/api/Loans/User/12/extension' && call.method === 'POST') {
      const { returnDate } = call.body as { returnDate: string };
      const loan = loans[0] as Loan;
      if (returnDate <= (outlook.grantedAtOnceUntil ?? '')) {
        Object.assign(loan, { returnDate, extensions: loan.extensions + 1 });
        return jsonResponse(loan);
      }
      const request = requestOf(loan, returnDate);
      loan.pendingExtension = { extensionRequestId: request.extensionRequestId, requestedReturnDate: returnDate };
      return jsonResponse(request, { status: 202 });
    }
    return jsonResponse({});
  };
}

function renderLoans({ loans = [loanOf()], outlook = twoWeeksAtOnce, answer }: RenderOptions = {}) {
  const calls = stubServer(lab(loans, outlook), answer);
  renderWithProviders(<UserLoans />);
  return calls;
}
interface RenderOptions {
  loans?: Loan[];
  outlook?: ExtensionOutlook;
  answer?: Answer;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

async function openExtend() {
  await userEvent.click(within(await rowOf('Oscilloscope')).getByRole('button', { name: 'Extend' }));
  const dialog = await screen.findByRole('dialog', { name: 'Extend your loan of Oscilloscope' });
  await within(dialog).findByRole('group', { name: /New return date/ });
  return dialog;
}

/** Types a whole date (ddMMyyyy) into the new return date, section by section as a user would. */
async function typeReturnDate(dialog: HTMLElement, digits: string) {
  await userEvent.click(
    within(within(dialog).getByRole('group', { name: /New return date/ })).getByRole('spinbutton', { name: 'Day' }),
  );
  await userEvent.keyboard(digits);
}

const loanListCalls = (calls: RecordedCall[]) => calls.filter((call) => call.url.startsWith('/api/Loans/User?'));
const asks = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

describe('My loans: Extend', { timeout: 30_000 }, () => {
  it('says how far the loan is granted at once and the latest date, and grants a date within it at once', async () => {
    const calls = renderLoans();
    const dialog = await openExtend();

    expect(within(dialog).getByText('Now due back on 10-03-2030.')).toBeVisible();
    expect(
      within(dialog).getByText(
        'Granted at once up to 24-03-2030. You can still ask for a later date: a Clerk at the lab decides.',
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByText('The unit is booked from the day after 30-04-2030, so no later date is possible.'),
    ).toBeVisible();
    // The picker starts at the at-once limit.
    expect(within(dialog).getByDisplayValue('24-03-2030')).toBeInTheDocument();
    expect(within(dialog).getByText('This date is granted at once.')).toBeVisible();
    const listedBefore = loanListCalls(calls).length;

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Your loan now runs until 24-03-2030.');
    expect(asks(calls).map((call) => [call.url, call.body])).toEqual([
      ['/api/Loans/User/12/extension', { returnDate: '2030-03-24' }],
    ]);
    await waitFor(() => expect(loanListCalls(calls).length).toBeGreaterThan(listedBefore));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await rowOf('Oscilloscope');
    expect(within(row).getByText('24-03-2030')).toBeVisible();
    expect(within(row).getByText('Extended 1 time(s)')).toBeVisible();
  });

  it('sends a later date to the lab as a request and says a Clerk will decide', async () => {
    const calls = renderLoans();
    const dialog = await openExtend();

    await typeReturnDate(dialog, '10042030');
    expect(await within(dialog).findByText('This date goes to the lab as a request.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Your request was sent to the lab; a Clerk will decide.',
    );
    expect(asks(calls).map((call) => call.body)).toEqual([{ returnDate: '2030-04-10' }]);
    // The row shows the request in place of Extend under the dialog, which stays until the loaner closes it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const row = await rowOf('Oscilloscope');
    expect(await within(row).findByText('Extension requested to 10-04-2030')).toBeVisible();
    expect(within(row).queryByRole('button', { name: 'Extend' })).not.toBeInTheDocument();
  });

  it('offers no day after the latest date a booking allows', async () => {
    renderLoans();
    const dialog = await openExtend();

    await typeReturnDate(dialog, '01052030');

    expect(await within(dialog).findByText('The date cannot be after 30-04-2030')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('offers no day after the longest loan when no booking comes first', async () => {
    renderLoans({ outlook: { ...twoWeeksAtOnce, latestReturnDate: null } });
    const dialog = await openExtend();

    expect(within(dialog).getByText('A loan can run until 19-08-2030 at the latest.')).toBeVisible();
    await typeReturnDate(dialog, '20082030');

    expect(await within(dialog).findByText('The date cannot be after 19-08-2030')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('says nothing is left to ask for when the longest loan is granted at once', async () => {
    renderLoans({ outlook: { ...twoWeeksAtOnce, grantedAtOnceUntil: '2030-08-19', latestReturnDate: null } });
    const dialog = await openExtend();

    expect(within(dialog).getByText('Granted at once up to 19-08-2030.', { exact: true })).toBeVisible();
    expect(within(dialog).queryByText(/You can still ask for a later date/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/A loan can run until/)).not.toBeInTheDocument();
  });

  it('offers no date at all for a loan that already runs as long as a loan can', async () => {
    const calls = renderLoans({
      outlook: {
        ...twoWeeksAtOnce,
        currentReturnDate: '2030-08-19',
        grantedAtOnceUntil: null,
        hold: 'LongestLoan',
        latestReturnDate: null,
      },
    });
    await userEvent.click(within(await rowOf('Oscilloscope')).getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend your loan of Oscilloscope' });

    expect(
      await within(dialog).findByText('Your loan already runs as long as a loan can, so it cannot be extended.'),
    ).toBeVisible();
    expect(within(dialog).queryByRole('group', { name: /New return date/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(asks(calls)).toEqual([]);
  });

  it("shows the server's refusal and offers the latest date that breaks no booking", async () => {
    const calls = renderLoans({
      answer: (call) =>
        call.method === 'POST'
          ? jsonResponse(
              {
                status: 409,
                title: 'Conflict',
                detail: 'Someone has booked this unit from 18-04-2030.',
                latestReturnDate: '2030-04-17',
              },
              { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
            )
          : undefined,
    });
    const dialog = await openExtend();

    await typeReturnDate(dialog, '20042030');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone has booked this unit from 18-04-2030.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask for 17-04-2030 instead' }));
    expect(within(dialog).getByDisplayValue('17-04-2030')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(asks(calls)).toHaveLength(1);
  });

  it('says why nothing is granted at once, in words a student understands', async () => {
    renderLoans({
      outlook: { ...twoWeeksAtOnce, grantedAtOnceUntil: null, hold: 'SomeoneWaiting', latestReturnDate: null },
    });
    const dialog = await openExtend();

    expect(
      within(dialog).getByText(
        'Someone is waiting for this kind of component, so no new date is granted at once. You can still ask for a later date: a Clerk at the lab decides.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('opens without an error when no date is granted at once, and asks for a date only once one was cleared', async () => {
    renderLoans({ outlook: { ...twoWeeksAtOnce, grantedAtOnceUntil: null, hold: 'Overdue' } });
    const dialog = await openExtend();

    const hint = within(dialog).getByText('Choose the new return date');
    expect(hint).toBeVisible();
    expect(hint).not.toHaveClass('Mui-error');
    expect(within(dialog).getByRole('group', { name: /New return date/ })).not.toHaveAttribute('aria-invalid', 'true');

    await typeReturnDate(dialog, '20032030');
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(within(dialog).getByText('Choose the new return date')).toHaveClass('Mui-error'));
  });

  it('opens without an error in Danish too', async () => {
    await act(() => changeLanguage(Language.Danish));
    renderLoans({ outlook: { ...twoWeeksAtOnce, grantedAtOnceUntil: null, hold: 'Overdue' } });
    await userEvent.click(within(await rowOf('Oscilloscope')).getByRole('button', { name: 'Forlæng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forlæng dit lån af Oscilloscope' });
    const hint = await within(dialog).findByText('Vælg den nye afleveringsdato');
    expect(hint).not.toHaveClass('Mui-error');
  });

  it('shows the date asked for instead of Extend while a Clerk decides, and how often a loan was extended', async () => {
    renderLoans({
      loans: [
        loanOf({ extensions: 2, pendingExtension: { extensionRequestId: 5, requestedReturnDate: '2030-03-30' } }),
      ],
    });
    const row = await rowOf('Oscilloscope');

    expect(within(row).getByText('Extension requested to 30-03-2030')).toBeVisible();
    expect(within(row).getByText('Extended 2 time(s)')).toBeVisible();
    expect(within(row).queryByRole('button', { name: 'Extend' })).not.toBeInTheDocument();
  });
});
