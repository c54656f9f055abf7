import {
  type ComponentType,
  ComponentTypeKind,
  ComponentTypeStatus,
  DEFAULT_LENDING_POLICY,
  Language,
  type QueuedLoaner,
  type Reservation,
  type WaitlistEntry,
} from '@labstock/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/language-packs';
import { storeProductToken } from '../../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../../test/fake-jwt';
import { type Answer, jsonResponse, type Problem, problemResponse, stubServer } from '../../../test/fetch-stub';
import { componentTypeOf, leaLoaner, oscilloscopeNo4, reservationOf } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { paginationOf, queuedLoanerOf, waitlistEntryOf } from '../../../test/waitlist-fixtures';
import { ComponentTypeDetails } from './component-type-details';

afterEach(() => vi.unstubAllGlobals());

/** What the server holds for the type's page: the signed-in loaner's reservations and places, and the type's queue. */
interface Lab {
  reservations?: Reservation[];
  places?: WaitlistEntry[];
  queue?: QueuedLoaner[];
  maxOpenReservations?: number;
}

/** The Oscilloscope (type 7) with `fields`; a join takes place 3 in line, a DELETE frees the place it names. */
function showDetails(roles: string[], fields: Partial<ComponentType> = {}, lab: Lab = {}, answer?: Answer) {
  const { reservations = [], maxOpenReservations = 5 } = lab;
  let { places = [], queue = [] } = lab;
  storeProductToken(fakeJwt({ exp: epochSeconds(3600), role: roles }));
  const calls = stubServer((call) => {
    const list = (rows: unknown[]) => jsonResponse(rows, { headers: paginationOf(rows.length) });
    if (call.url === '/api/Environment') {
      return jsonResponse({ environment: 'Test', version: '2.3.2', labToday: '2030-03-06' });
    }
    if (call.url.includes('/availability')) return jsonResponse([{ date: '2030-03-06', available: 2 }]);
    if (call.url === '/api/Loans/policy') return jsonResponse({ ...DEFAULT_LENDING_POLICY, maxOpenReservations });
    if (call.url.startsWith('/api/Reservations/User')) return list(reservations);
    if (call.url.startsWith('/api/Waitlist/User')) return list(places);
    if (call.url.startsWith('/api/ComponentTypes/7/waitlist')) return list(queue);
    if (call.method === 'POST' && call.url === '/api/Waitlist/7') {
      const place = waitlistEntryOf({ position: 3 });
      places = [place];
      return jsonResponse(place, { status: 201 });
    }
    if (call.method === 'DELETE') {
      const isFreed = (entry: WaitlistEntry) => call.url === `/api/Waitlist/${entry.waitlistEntryId}`;
      places = places.filter((entry) => !isFreed(entry));
      queue = queue.filter((entry) => !isFreed(entry));
      return new Response(null, { status: 204 });
    }
    return jsonResponse(componentTypeOf({ componentTypeId: 7, componentName: 'Oscilloscope', ...fields }));
  }, answer);
  renderWithProviders(
    <MemoryRouter>
      <ComponentTypeDetails componentTypeId={7} Inventory={() => null} Stock={() => null} headingLevel="h1" />
    </MemoryRouter>,
  );
  return calls;
}

const posts = (calls: { method: string; url: string }[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`);

async function confirmIn(dialogName: string, buttonName: string) {
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await userEvent.click(within(dialog).getByRole('button', { name: buttonName }));
}

describe('Book ahead on the details', () => {
  it('is offered to a signed-in loaner, Clerks and Admins included, under the availability', async () => {
    showDetails(['Loaner', 'Clerk']);
    // The details first, then their availability: each within its own wait on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Oscilloscope' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Availability' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book ahead' })).toBeInTheDocument();
  });

  it('is not offered for a type the lab reserved', async () => {
    showDetails(['Loaner'], { status: ComponentTypeStatus.ReservedAdmin });
    expect(await screen.findByRole('table', { name: 'Availability' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book ahead' })).not.toBeInTheDocument();
  });
});

describe('A consumable on the details', () => {
  const resistors = {
    componentName: 'Resistor 10 kΩ',
    kind: ComponentTypeKind.Consumable,
    stockUnit: 'pcs',
    quantityInStock: 80,
    numberOfAvailebleComponents: 80,
    reorderLevel: 100,
    lowStock: true,
  } satisfies Partial<ComponentType>;

  it('shows its stock in its unit and offers nothing to reserve, book or wait for', async () => {
    showDetails(['Loaner'], resistors);
    expect(await screen.findByText('In stock: 80 pcs')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reserve/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join waiting list' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book ahead' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Availability' })).not.toBeInTheDocument();
    // Low stock is for the staff who reorder.
    expect(screen.queryByText('Low stock')).not.toBeInTheDocument();
  });

  it('is marked Low stock for a Clerk', async () => {
    showDetails(['Clerk'], resistors);
    expect(await screen.findByText('Low stock')).toBeInTheDocument();
  });
});

describe('A calibrated type on the details', () => {
  it('tells everyone how often its units are calibrated', async () => {
    showDetails(['Loaner'], { calibrationIntervalDays: 365 });
    expect(await screen.findByText('Calibration')).toBeInTheDocument();
    expect(screen.getByText('Calibrated every 365 days')).toBeInTheDocument();
  });

  it('says it in Danish', async () => {
    await act(() => changeLanguage(Language.Danish));
    showDetails(['Loaner'], { calibrationIntervalDays: 365 });
    expect(await screen.findByText('Kalibreres hver 365. dag')).toBeInTheDocument();
  });

  it('says nothing of calibration for a type without an interval', async () => {
    showDetails(['Loaner']);
    expect(await screen.findByRole('heading', { name: 'Oscilloscope' })).toBeInTheDocument();
    expect(screen.queryByText('Calibration')).not.toBeInTheDocument();
  });
});

describe("The loaner's waiting list on the details", () => {
  it('offers Reserve, not the waiting list, while one is in stock', async () => {
    showDetails(['Loaner'], { numberOfAvailebleComponents: 2 });
    expect(await screen.findByRole('button', { name: 'Reserve Oscilloscope' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join waiting list' })).not.toBeInTheDocument();
  });

  it('offers to join when none is in stock, and then shows the place the server gave', async () => {
    const calls = showDetails(['Loaner']);
    await userEvent.click(await screen.findByRole('button', { name: 'Join waiting list' }));

    expect(
      await screen.findByText('You joined the waiting list for Oscilloscope. You are number 3 in line.'),
    ).toBeInTheDocument();
    // The keyboard goes on from the place, the Join button being gone.
    expect(await screen.findByText('You are number 3 in line')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Leave waiting list' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join waiting list' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reserve/ })).not.toBeInTheDocument();
    expect(posts(calls)).toEqual(['POST /api/Waitlist/7']);
  });

  it('offers to join once Reserve answers that others are waiting', async () => {
    showDetails(['Loaner'], { numberOfAvailebleComponents: 1 }, {}, (call) =>
      call.method === 'POST' && call.url === '/api/Reservations/7'
        ? problemResponse(409, {
            title: 'Conflict',
            detail: 'Others are waiting for this type: join the waiting list.',
          })
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reserve Oscilloscope' }));

    expect(await screen.findByText(/Others are waiting for this type/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Join waiting list' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Reserve Oscilloscope' })).not.toBeInTheDocument();
  });

  it.each([
    {
      refusal: 'a missing qualification',
      detail:
        "You need High voltage to borrow Oscilloscope. Ask for the training on the component's page or at the counter.",
      members: { missingQualifications: [{ qualificationId: 3, name: 'High voltage' }] },
    },
    {
      refusal: "the lab's rules not accepted",
      detail: "Accept the lab's rules before you borrow: read them (version 2) in Labstock and accept them.",
      members: { rulesNotAccepted: true },
    },
  ])('keeps Reserve, offering no waiting list, when Reserve is refused for $refusal', async ({ detail, members }) => {
    showDetails(['Loaner'], { numberOfAvailebleComponents: 1 }, {}, (call) =>
      call.method === 'POST' && call.url === '/api/Reservations/7'
        ? problemResponse(409, { title: 'Conflict', detail, ...members } as Problem)
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reserve Oscilloscope' }));
    expect(await screen.findByText((text) => text.endsWith(detail))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reserve Oscilloscope' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join waiting list' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when joining is refused", async () => {
    showDetails(['Loaner'], {}, {}, (call) =>
      call.method === 'POST'
        ? problemResponse(409, { title: 'Conflict', detail: 'You are already waiting.' })
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Join waiting list' }));
    expect(await screen.findByText('Could not join the waiting list: You are already waiting.')).toBeInTheDocument();
  });

  it('leaves the waiting list after confirmation, and offers to join again', async () => {
    const calls = showDetails(['Loaner'], {}, { places: [waitlistEntryOf({ position: 2 })] });
    expect(await screen.findByText('You are number 2 in line')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Leave waiting list' }));
    await confirmIn('Leave waiting list', 'Leave waiting list');

    expect(await screen.findByText('You left the waiting list for Oscilloscope.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Join waiting list' })).toBeInTheDocument();
    expect(screen.queryByText('You are number 2 in line')).not.toBeInTheDocument();
    expect(posts(calls)).toEqual(['DELETE /api/Waitlist/50']);
  });

  it('says the limit is reached before the loaner presses Join: reservations and waiting places count together', async () => {
    const elsewhere = waitlistEntryOf({ waitlistEntryId: 60, componentTypeId: 8, componentTypeName: 'Multimeter' });
    showDetails(
      ['Loaner'],
      {},
      {
        maxOpenReservations: 2,
        reservations: [reservationOf(oscilloscopeNo4(), null)],
        places: [elsewhere],
      },
    );
    expect(
      await screen.findByText(
        '2 of 2 reservations. You can hold at most 2 reservations and waiting-list places at a time: pick one up, cancel one or leave a waiting list before you reserve more.',
      ),
    ).toBeInTheDocument();
    // The server would refuse the join: the button says so by being disabled, the warning says why.
    expect(screen.getByRole('button', { name: 'Join waiting list' })).toBeDisabled();
  });

  it('disables Reserve at the limit, right above the reason', async () => {
    showDetails(
      ['Loaner'],
      { numberOfAvailebleComponents: 2 },
      { maxOpenReservations: 1, reservations: [reservationOf(oscilloscopeNo4(), null)] },
    );
    expect(await screen.findByText(/^1 of 1 reservations\. You can hold at most 1 reservations/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reserve Oscilloscope' })).toBeDisabled();
  });

  it('disables Reserve at the limit and says why in Danish', async () => {
    await act(() => changeLanguage(Language.Danish));
    showDetails(
      ['Loaner'],
      { numberOfAvailebleComponents: 2 },
      { maxOpenReservations: 1, reservations: [reservationOf(oscilloscopeNo4(), null)] },
    );
    expect(
      await screen.findByText(
        /^1 af 1 reservationer\. Du kan højst have 1 reservation eller ventelisteplads ad gangen/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reservér Oscilloscope' })).toBeDisabled();
  });

  it('offers no waiting list for a type the lab keeps, and says why', async () => {
    showDetails(['Loaner'], { status: ComponentTypeStatus.ReservedAdmin });
    expect(
      await screen.findByText('The lab keeps this type for its own use: it cannot be reserved, booked or waited for.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Reserved by the lab')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join waiting list' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reserve/ })).not.toBeInTheDocument();
  });

  it('says in Danish why a type the lab keeps has no waiting list', async () => {
    await act(() => changeLanguage(Language.Danish));
    showDetails(['Loaner'], { status: ComponentTypeStatus.ReservedAdmin });
    expect(
      await screen.findByText('Laboratoriet bruger selv denne type: den kan ikke reserveres, bookes eller ventes på.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skriv dig på venteliste' })).not.toBeInTheDocument();
  });

  it('says nothing of the limit while it is not reached', async () => {
    showDetails(['Loaner'], {}, { maxOpenReservations: 2, reservations: [reservationOf(oscilloscopeNo4(), null)] });
    expect(await screen.findByRole('button', { name: 'Join waiting list' })).toBeInTheDocument();
    expect(screen.queryByText(/reservations and waiting-list places/)).not.toBeInTheDocument();
  });

  it('speaks Danish', async () => {
    await act(() => changeLanguage(Language.Danish));
    showDetails(['Loaner'], {}, { places: [waitlistEntryOf({ position: 4 })] });
    expect(await screen.findByText('Du er nummer 4 i køen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forlad venteliste' })).toBeInTheDocument();
  });
});

describe('In stock beside the calendar', () => {
  it("says why fewer are in stock than the calendar shows free today: they are booked within a reservation's days", async () => {
    // The calendar shows 2 free today; none can be reserved now.
    showDetails(['Loaner'], { numberOfAvailebleComponents: 0 });
    expect(await screen.findByText('In stock: 0')).toBeInTheDocument();
    expect(
      await screen.findByText(
        '2 of the units free today are booked within the 8 days a reservation is held, so they cannot be reserved now.',
      ),
    ).toBeInTheDocument();
  });

  it('names a single unit so', async () => {
    showDetails(['Clerk'], { numberOfAvailebleComponents: 1 });
    expect(
      await screen.findByText(
        '1 of the units free today is booked within the 8 days a reservation is held, so it cannot be reserved now.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing when what is in stock is what the calendar shows free today', async () => {
    showDetails(['Loaner'], { numberOfAvailebleComponents: 2 });
    expect(await screen.findByRole('table', { name: 'Availability' })).toBeInTheDocument();
    expect(screen.queryByText(/free today/)).not.toBeInTheDocument();
  });

  it('says it in Danish', async () => {
    await act(() => changeLanguage(Language.Danish));
    showDetails(['Loaner'], { numberOfAvailebleComponents: 0 });
    expect(
      await screen.findByText(
        '2 af de enheder, der er ledige i dag, er booket inden for de 8 dage, en reservation holdes, så de kan ikke reserveres nu.',
      ),
    ).toBeInTheDocument();
  });
});

describe("The type's waiting list for Clerks and Admins", () => {
  const queue = [
    queuedLoanerOf({ waitlistEntryId: 51, position: 1, loaner: leaLoaner() }),
    queuedLoanerOf({
      waitlistEntryId: 52,
      position: 2,
      joinedAt: '2030-05-04T08:00:00.000Z',
      loaner: leaLoaner({ loanerId: 4, firstName: 'Bo', lastName: 'Borrower', auId: 'au100004' }),
    }),
  ];

  it('lists who waits in queue order, with their AU id and when they joined', async () => {
    showDetails(['Clerk'], {}, { queue });
    expect(screen.queryByRole('button', { name: 'Join waiting list' })).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Waiting list' });
    expect(screen.getByRole('heading', { name: 'Waiting list', level: 2 })).toBeInTheDocument();
    await within(table).findByRole('row', { name: /Lea Loaner/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1Lea Loanerau10000303-05-2030/),
      expect.stringMatching(/^2Bo Borrowerau10000404-05-2030/),
    ]);
  });

  it('removes a loaner from the queue after confirmation', async () => {
    const calls = showDetails(['Admin'], {}, { queue });
    const table = await screen.findByRole('table', { name: 'Waiting list' });
    const bo = await within(table).findByRole('row', { name: /Bo Borrower/ });
    await userEvent.click(within(bo).getByRole('button', { name: 'Remove from waiting list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from waiting list' });
    expect(dialog).toHaveTextContent(
      'Please confirm that you want to remove Bo Borrower (au100004) from the waiting list for Oscilloscope.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Bo Borrower (au100004) was removed from the waiting list.')).toBeInTheDocument();
    expect(posts(calls)).toEqual(['DELETE /api/Waitlist/52']);
    expect(within(table).queryByRole('row', { name: /Bo Borrower/ })).not.toBeInTheDocument();
  });

  it('is not shown to a Loaner', async () => {
    showDetails(['Loaner'], {}, { queue });
    expect(await screen.findByRole('button', { name: 'Join waiting list' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Waiting list' })).not.toBeInTheDocument();
  });
});

describe("A type's required qualifications on the details", () => {
  const requiredQualifications = [
    { qualificationId: 1, name: 'Soldering safety', held: true, expiresOn: '2030-06-11', own: true },
    { qualificationId: 2, name: 'Laser course', held: true, expiresOn: null, own: true },
    { qualificationId: 3, name: 'High voltage', held: false, expiresOn: null, own: true },
  ];
  const section = async () => {
    const heading = await screen.findByRole('heading', { name: 'Required qualifications' });
    return heading.closest('section') as HTMLElement;
  };

  it('lists each with whether the user holds it, through the last day the grant counts', async () => {
    showDetails(['Loaner'], { requiredQualifications });
    const listed = await section();
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Soldering safetyHeld until 10-06-2030',
      'Laser courseHeld without end',
      'High voltageNot heldAsk for training',
    ]);
  });

  it('asks for the training of one the Loaner does not hold, and says the lab will get back to them', async () => {
    const calls = showDetails(['Loaner'], { requiredQualifications }, {}, (call) =>
      call.method === 'POST' && call.url === '/api/Qualifications/3/requests'
        ? jsonResponse({ trainingRequestId: 9, qualificationId: 3, status: 'Open' }, { status: 201 })
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for training in High voltage' }));
    expect(
      await screen.findByText('You asked for the training in High voltage. The lab will get back to you.'),
    ).toBeInTheDocument();
    expect(posts(calls)).toEqual(['POST /api/Qualifications/3/requests']);
  });

  it("shows the server's reason when the Loaner already asked", async () => {
    const detail = 'You have already asked for this training: the lab will get back to you.';
    showDetails(['Loaner'], { requiredQualifications }, {}, (call) =>
      call.method === 'POST' ? problemResponse(409, { title: 'Conflict', detail }) : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for training in High voltage' }));
    expect(await screen.findByText(`Could not ask for the training: ${detail}`)).toBeInTheDocument();
  });

  it('offers no training to a Clerk who is not a Loaner', async () => {
    showDetails(['Clerk'], { requiredQualifications });
    await section();
    expect(screen.queryByRole('button', { name: /^Ask for training/ })).not.toBeInTheDocument();
  });

  it('says it in Danish', async () => {
    await act(() => changeLanguage(Language.Danish));
    showDetails(['Loaner'], { requiredQualifications });
    expect(await screen.findByRole('heading', { name: 'Krævede kvalifikationer' })).toBeInTheDocument();
    expect(screen.getByText('Gyldig til og med 10-06-2030')).toBeInTheDocument();
    expect(screen.getByText('Gyldig uden udløb')).toBeInTheDocument();
    expect(screen.getByText('Ikke opnået')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bed om oplæring i High voltage' })).toHaveTextContent('Bed om oplæring');
  });

  it('is not shown for a type that requires none', async () => {
    showDetails(['Loaner']);
    expect(await screen.findByRole('heading', { name: 'Oscilloscope' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Required qualifications' })).not.toBeInTheDocument();
  });
});
