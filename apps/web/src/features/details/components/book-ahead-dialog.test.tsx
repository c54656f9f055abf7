import { addDays, DEFAULT_LENDING_POLICY, Language } from '@labstock/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/language-packs';
import { storeProductToken } from '../../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../../test/fake-jwt';
import { type Answer, jsonResponse, type RecordedCall, stubServer } from '../../../test/fetch-stub';
import { componentTypeOf } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { BookAheadButton } from './book-ahead-dialog';

afterEach(() => vi.unstubAllGlobals());

/** A Wednesday years away from the browser's own day, so the form can only have started from the server's. */
const LAB_TODAY = '2030-03-06';
/** 3 units every day but these. */
const shortDays: Record<string, number> = { '2030-03-14': 1, '2030-03-15': 0 };

function availabilityOf(url: string) {
  const query = new URL(url, 'http://localhost').searchParams;
  const days = [];
  for (let date = query.get('from') ?? ''; date <= (query.get('to') ?? ''); date = addDays(date, 1)) {
    days.push({ date, available: shortDays[date] ?? 3 });
  }
  return days;
}

function serve(roles: string[], answer: Answer = () => undefined) {
  storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: roles }));
  const calls = stubServer((call) => {
    if (call.url === '/api/Environment') {
      return jsonResponse({ environment: 'Test', version: '2.3.2', labToday: LAB_TODAY });
    }
    if (call.url === '/api/Loans/policy') return jsonResponse(DEFAULT_LENDING_POLICY);
    if (call.url.includes('/availability')) return jsonResponse(availabilityOf(call.url));
    const { quantity, from, to } = call.body as { quantity: number; from: string; to: string };
    return jsonResponse(
      {
        bookingId: 40,
        componentTypeId: 7,
        componentTypeName: 'Oscilloscope',
        loaner: null,
        quantity,
        from,
        to,
        status: 'Booked',
        readyCount: 0,
        collectedCount: 0,
        atRisk: false,
        setAside: [],
        createdAt: '2030-03-06T10:00:00.000Z',
      },
      { status: 201 },
    );
  }, answer);
  renderWithProviders(
    <MemoryRouter>
      <BookAheadButton componentType={componentTypeOf({ componentTypeId: 7, componentName: 'Oscilloscope' })} />
    </MemoryRouter>,
  );
  return calls;
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Book ahead' }));
  const dialog = await screen.findByRole('dialog', { name: 'Book Oscilloscope ahead' });
  await within(dialog).findByRole('group', { name: /First day/ });
  return dialog;
}

/** Types a whole date (ddMMyyyy) into a date field, section by section as a user would. */
async function typeDate(dialog: HTMLElement, field: string, digits: string, day = 'Day') {
  await userEvent.click(
    within(within(dialog).getByRole('group', { name: field })).getByRole('spinbutton', { name: day }),
  );
  await userEvent.keyboard(digits);
}

async function typeQuantity(dialog: HTMLElement, quantity: string, label = /Quantity/) {
  const field = within(dialog).getByRole('spinbutton', { name: label });
  await userEvent.clear(field);
  await userEvent.type(field, quantity);
}

/** The server's 409 to the first booking sent: too few on 14 March, the same booking from 16 March on. */
function serveConflictOnce(roles: string[]) {
  const conflict = {
    status: 409,
    title: 'Conflict',
    detail: 'Not enough units on 14-03-2030: 1 free, 2 asked. The same booking can be had from 16-03-2030.',
    conflicts: [{ date: '2030-03-14', available: 1 }],
    earliestFrom: '2030-03-16',
  };
  const calls = serve(roles, (call) =>
    call.method === 'POST' && posts(calls).length === 1
      ? jsonResponse(conflict, { status: 409, headers: { 'Content-Type': 'application/problem+json' } })
      : undefined,
  );
  return calls;
}

const answer = (dialog: HTMLElement) => within(dialog).findByRole('status');
const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

describe('Book ahead', () => {
  it("starts with a week from the lab's today, says the limits and what the week can give", async () => {
    const calls = serve(['Loaner']);
    const dialog = await openDialog();

    expect(
      within(dialog).getByText('You can book at most 5 units, for at most 60 days, starting within 120 days.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('06-03-2030')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('12-03-2030')).toBeInTheDocument();
    expect(await answer(dialog)).toHaveTextContent(
      '3 units can be had every day from Wednesday 6 March to Tuesday 12 March.',
    );
    expect(calls.map((call) => call.url)).toContain('/api/ComponentTypes/7/availability?from=2030-03-06&to=2030-03-12');
  });

  it('names the days that fall short as the period and the quantity change', async () => {
    serve(['Loaner']);
    const dialog = await openDialog();
    await answer(dialog);

    await typeDate(dialog, 'Last day', '14032030');
    await waitFor(async () =>
      expect(await answer(dialog)).toHaveTextContent(
        '1 unit can be had every day from Wednesday 6 March to Thursday 14 March.',
      ),
    );

    await typeQuantity(dialog, '2');
    expect(await answer(dialog)).toHaveTextContent(
      /^Not enough units on Thursday 14 March: at most 1 can be had for the whole period\.$/,
    );

    await typeDate(dialog, 'Last day', '15032030');
    await waitFor(async () =>
      expect(await answer(dialog)).toHaveTextContent(
        /^Not enough units on 2 days from Thursday 14 March on: choose other days\.$/,
      ),
    );
  });

  it('says in one sentence, not day by day, when every day falls short', async () => {
    serve(['Loaner']);
    const dialog = await openDialog();
    await answer(dialog);

    await typeQuantity(dialog, '4');
    expect(await answer(dialog)).toHaveTextContent(
      /^Not enough units on 7 days from Wednesday 6 March on: at most 3 can be had for the whole period\.$/,
    );
  });

  it('stops a request over the limits in the form, Enter included', async () => {
    const calls = serve(['Loaner']);
    const dialog = await openDialog();

    await typeQuantity(dialog, '6{Enter}');
    expect(within(dialog).getByText('You can book at most 5 units at a time.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();

    await typeQuantity(dialog, '5');
    await typeDate(dialog, 'First day', '05072030');
    expect(
      await within(dialog).findByText(
        'You can book at most 120 days ahead: choose a first day on or before 04-07-2030.',
      ),
    ).toBeInTheDocument();
    await typeDate(dialog, 'First day', '06032030');
    await typeDate(dialog, 'Last day', '05052030');
    expect(
      await within(dialog).findByText('A booking can last at most 60 days: end on or before 04-05-2030.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(posts(calls)).toHaveLength(0);
  });

  it('says in Danish which limit a request is over', async () => {
    await act(() => changeLanguage(Language.Danish));
    serve(['Loaner']);
    await userEvent.click(screen.getByRole('button', { name: 'Book på forhånd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Oscilloscope på forhånd' });
    await within(dialog).findByRole('group', { name: /Første dag/ });

    await typeQuantity(dialog, '6', /Antal/);
    expect(within(dialog).getByText('Du kan booke højst 5 enheder ad gangen.')).toBeInTheDocument();
    await typeDate(dialog, 'Første dag', '05072030', 'dag');
    expect(
      await within(dialog).findByText('Du kan højst booke 120 dage frem: vælg en første dag senest 04-07-2030.'),
    ).toBeInTheDocument();
    await typeDate(dialog, 'Første dag', '06032030', 'dag');
    await typeDate(dialog, 'Sidste dag', '05052030', 'dag');
    expect(
      await within(dialog).findByText('En booking kan højst vare 60 dage: slut senest 04-05-2030.'),
    ).toBeInTheDocument();
  });

  it("lets a Clerk book more than a Loaner's limit", async () => {
    const calls = serve(['Loaner', 'Clerk']);
    const dialog = await openDialog();
    expect(within(dialog).getByText('You can book for at most 60 days, starting within 120 days.')).toBeInTheDocument();

    await typeQuantity(dialog, '3{Enter}');
    await within(dialog).findByText(/^Booked/);
    expect(posts(calls)[0]?.body).toEqual({ componentTypeId: 7, quantity: 3, from: '2030-03-06', to: '2030-03-12' });
  });

  it('books on Enter, names the period and leads to My reservations', async () => {
    const calls = serve(['Loaner']);
    const dialog = await openDialog();

    await typeQuantity(dialog, '2{Enter}');
    expect(
      await within(dialog).findByText('Booked 2 × Oscilloscope from Wednesday 6 March to Tuesday 12 March.'),
    ).toBeInTheDocument();
    expect(posts(calls).map((call) => [call.url, call.body])).toEqual([
      ['/api/Bookings', { componentTypeId: 7, quantity: 2, from: '2030-03-06', to: '2030-03-12' }],
    ]);
    expect(within(dialog).getByRole('link', { name: 'See your bookings in My reservations' })).toHaveAttribute(
      'href',
      '/UserReservations',
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('speaks Danish', async () => {
    await act(() => changeLanguage(Language.Danish));
    serve(['Loaner']);
    await userEvent.click(screen.getByRole('button', { name: 'Book på forhånd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Oscilloscope på forhånd' });

    expect(
      within(dialog).getByText('Du kan booke højst 5 enheder, i højst 60 dage, med start inden for 120 dage.'),
    ).toBeInTheDocument();
    expect(await answer(dialog)).toHaveTextContent(
      '3 enheder kan fås hver dag fra onsdag 6. marts til tirsdag 12. marts.',
    );
    await typeQuantity(dialog, '4', /Antal/);
    expect(await answer(dialog)).toHaveTextContent(
      /^Der er ikke enheder nok på 7 dage fra onsdag 6\. marts: højst 3 kan fås i hele perioden\.$/,
    );
  });

  it('moves the period to the earliest one that works when the server names it', async () => {
    const calls = serveConflictOnce(['Loaner']);
    const dialog = await openDialog();

    await typeQuantity(dialog, '2{Enter}');
    const refusal = await within(dialog).findByText(
      'Too few units are free on these days; the same booking can be had later.',
    );
    // The app's words in the answer's date style, not the server's dd-MM-yyyy sentence.
    expect(within(dialog).queryByText(/14-03-2030/)).not.toBeInTheDocument();
    const bookLater = within(dialog).getByRole('button', { name: 'Book from Saturday 16 March instead' });
    // The way out comes before the live answer, so a phone shows it right under the fields.
    expect(bookLater.compareDocumentPosition(await answer(dialog)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(bookLater);

    expect(within(dialog).getByDisplayValue('16-03-2030')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('22-03-2030')).toBeInTheDocument();
    expect(refusal).not.toBeInTheDocument();
    await waitFor(async () =>
      expect(await answer(dialog)).toHaveTextContent(
        '3 units can be had every day from Saturday 16 March to Friday 22 March.',
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(/^Booked 2 × Oscilloscope from Saturday 16 March/)).toBeInTheDocument();
    expect(posts(calls)[1]?.body).toMatchObject({ from: '2030-03-16', to: '2030-03-22' });
  });

  it('offers the earliest period that works in Danish', async () => {
    await act(() => changeLanguage(Language.Danish));
    serveConflictOnce(['Loaner']);
    await userEvent.click(screen.getByRole('button', { name: 'Book på forhånd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Oscilloscope på forhånd' });
    await within(dialog).findByRole('group', { name: /Første dag/ });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Bekræft' }));
    expect(
      await within(dialog).findByText('Der er for få ledige enheder på disse dage; den samme booking kan fås senere.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Book fra lørdag 16. marts i stedet' })).toBeInTheDocument();
  });

  it("shows the server's field messages on the fields", async () => {
    serve(['Loaner'], (call) =>
      call.method === 'POST'
        ? jsonResponse(
            { status: 400, title: 'Bad Request', errors: { to: ['The last day is too far off.'] } },
            { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
          )
        : undefined,
    );
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    const lastDay = within(dialog)
      .getByRole('group', { name: /Last day/ })
      .closest('.MuiFormControl-root');
    expect(await within(lastDay as HTMLElement).findByText('The last day is too far off.')).toBeInTheDocument();
  });

  it('shows the whole refusal for a missing qualification, and asks for its training from there', async () => {
    const detail =
      "You need High voltage to borrow Oscilloscope. Ask for the training on the component's page or at the counter.";
    const calls = serve(['Loaner'], (call) => {
      if (call.url === '/api/Qualifications/3/requests') {
        return jsonResponse({ trainingRequestId: 9, qualificationId: 3, status: 'Open' }, { status: 201 });
      }
      return call.method === 'POST'
        ? jsonResponse(
            {
              status: 409,
              title: 'Conflict',
              detail,
              missingQualifications: [{ qualificationId: 3, name: 'High voltage' }],
            },
            { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
          )
        : undefined;
    });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(detail)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask for training in High voltage' }));
    expect(
      await screen.findByText('You asked for the training in High voltage. The lab will get back to you.'),
    ).toBeInTheDocument();
    expect(posts(calls).map((call) => call.url)).toEqual(['/api/Bookings', '/api/Qualifications/3/requests']);
  });

  it('closes on Escape', async () => {
    serve(['Loaner']);
    const dialog = await openDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});
