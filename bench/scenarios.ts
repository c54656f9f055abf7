import { ComponentStatus, ExtensionStatus } from '@labstock/shared';
import type autocannon from 'autocannon';
import { addDays } from '../apps/server/src/lib/lab-date.js';
import { auIdOf } from './seed/large-lab.js';
import { createdIds, type Fixtures, type HttpRequest, type WriteCycle, withCreatedIds } from './target/protocol.js';

/** A read scenario: one request, repeated; measured beside its ceiling. */
export interface ReadScenario {
  name: string;
  title: string;
  request: HttpRequest;
}

export const BROWSE_SEARCH = 'temperature sensor';
/** A last name an eighth of the seeded loaners share: the searches of people find many. */
const PEOPLE_SEARCH = 'hansen';
/**
 * The never-booked statistics ask since three days ago: the seeded history was all back five days ago, so every
 * type without an active loan, reservation or booking ahead is in the answer (70% of the catalogue).
 */
const NEVER_BOOKED_SINCE_DAYS = 3;
/** The Admin's and Clerk's screens page by 25. */
const firstPage = { pageNumber: 1, pageSize: 25 };
/**
 * A tenth of the lab has only 10 fully booked types: a page of 25 would hold 25 rows at the lab and 10 there, so
 * fully booked is measured with pages of 10, full at both sizes, to compare the same work.
 */
const fullPageAtATenth = { pageNumber: 1, pageSize: 10 };
/** The Low stock screen pages by 10, as it opens; a tenth of the lab has a full page of them too. */
const firstLowStockPage = { pageNumber: 1, pageSize: 10 };
/** The availability scenario asks for as many weeks as a calendar of the coming weeks might show. */
const AVAILABILITY_WEEKS = 8;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const jsonHeaders = (token: string) => ({ ...bearer(token), 'content-type': 'application/json' });

function get(path: string, query: Record<string, string | number>, token: string): HttpRequest {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return { method: 'GET', path: `${path}?${search}`, headers: bearer(token) };
}

/** The catalogue's first page for a search with two categories, as the browse screen asks for it. */
export function browseScenario(f: Fixtures): ReadScenario {
  return {
    name: 'browse',
    title: `GET /api/ComponentTypes '${BROWSE_SEARCH}' in 2 categories`,
    request: get(
      '/api/ComponentTypes',
      {
        pageNumber: 1,
        pageSize: 10,
        searchString: BROWSE_SEARCH,
        categoriesFilterAsJson: JSON.stringify(f.browseCategoryIds),
      },
      f.borrower.token,
    ),
  };
}

export function readScenarios(f: Fixtures): ReadScenario[] {
  return [
    browseScenario(f),
    {
      name: 'details',
      title: 'GET /api/ComponentTypes/{id}',
      request: { method: 'GET', path: `/api/ComponentTypes/${f.detailsTypeId}`, headers: bearer(f.borrower.token) },
    },
    {
      name: 'inventory',
      title: 'GET /api/Component?Id={typeId}',
      request: get('/api/Component', { Id: f.inventoryTypeId, pageNumber: 1, pageSize: 10 }, f.borrower.token),
    },
    {
      name: 'my-loans',
      title: 'GET /api/Loans/User (a loaner with loans)',
      request: get('/api/Loans/User', { pageNumber: 1, pageSize: 10 }, f.borrower.token),
    },
    {
      name: 'availability',
      title: 'GET /api/ComponentTypes/{id}/availability for 8 weeks (a type with a loan, a reservation and a booking)',
      request: get(
        `/api/ComponentTypes/${f.inventoryTypeId}/availability`,
        { from: f.labToday, to: addDays(f.labToday, AVAILABILITY_WEEKS * 7 - 1) },
        f.borrower.token,
      ),
    },
    {
      name: 'reservations-search',
      title: "GET /api/Reservations 'hansen' (Clerk)",
      request: get('/api/Reservations', { pageNumber: 1, pageSize: 10, searchString: PEOPLE_SEARCH }, f.clerk.token),
    },
    {
      name: 'reservations',
      title: 'GET /api/Reservations (Clerk: every reservation, the screen as it opens)',
      request: get('/api/Reservations', { pageNumber: 1, pageSize: 10 }, f.clerk.token),
    },
    {
      name: 'categories',
      title: 'GET /api/Categories (the browse filter)',
      request: get('/api/Categories', { pageNumber: 1, pageSize: 50 }, f.borrower.token),
    },
    {
      name: 'users-search',
      title: "GET /api/Loaners 'hansen' (Admin)",
      request: get('/api/Loaners', { ...firstPage, searchString: PEOPLE_SEARCH }, f.admin.token),
    },
    {
      name: 'my-reservations',
      title: 'GET /api/Reservations/User (a loaner with a reservation)',
      request: get('/api/Reservations/User', { pageNumber: 1, pageSize: 10 }, f.reservationHolder.token),
    },
    {
      name: 'loans-search',
      title: "GET /api/Loans 'hansen' (Clerk)",
      request: get('/api/Loans', { pageNumber: 1, pageSize: 10, searchString: PEOPLE_SEARCH }, f.clerk.token),
    },
    {
      name: 'loans',
      title: 'GET /api/Loans (Clerk: every active loan, the screen as it opens)',
      request: get('/api/Loans', { pageNumber: 1, pageSize: 10 }, f.clerk.token),
    },
    {
      name: 'bookings',
      title: 'GET /api/Bookings (Clerk, every live booking)',
      request: get('/api/Bookings', firstPage, f.clerk.token),
    },
    {
      name: 'email-logs',
      title: 'GET /api/mail (Admin, the e-mail log)',
      request: get('/api/mail', firstPage, f.admin.token),
    },
    {
      name: 'activity',
      title: 'GET /api/Activity (Admin, the whole log)',
      request: get('/api/Activity', firstPage, f.admin.token),
    },
    {
      name: 'component-history',
      title: 'GET /api/Component/{id}/history (Clerk, the component lent most often)',
      request: get(`/api/Component/${f.historyComponentId}/history`, firstPage, f.clerk.token),
    },
    {
      name: 'extensions',
      title: 'GET /api/Loans/extensions?status=Pending (Clerk, the requests waiting for a decision)',
      request: get('/api/Loans/extensions', { ...firstPage, status: ExtensionStatus.Pending }, f.clerk.token),
    },
    {
      name: 'waitlist',
      title: "GET /api/ComponentTypes/{id}/waitlist (Clerk, a popular type's queue)",
      request: get(`/api/ComponentTypes/${f.waitedForTypeId}/waitlist`, firstPage, f.clerk.token),
    },
    {
      name: 'statistics-fully-booked',
      title: 'GET /api/ComponentTypes/booked (Admin, page 1 of 10)',
      request: get('/api/ComponentTypes/booked', fullPageAtATenth, f.admin.token),
    },
    {
      name: 'statistics-never-booked',
      title: 'GET /api/ComponentTypes/neverbooked since 3 days ago (Admin, page 1 of 25, 70% of the types)',
      request: get(
        '/api/ComponentTypes/neverbooked',
        { ...firstPage, date: addDays(f.labToday, -NEVER_BOOKED_SINCE_DAYS) },
        f.admin.token,
      ),
    },
    {
      name: 'statistics-booked-ahead',
      title: 'GET /api/ComponentTypes/bookedahead (Admin, the next 4 weeks)',
      request: get('/api/ComponentTypes/bookedahead', { ...firstPage, days: 28 }, f.admin.token),
    },
    {
      name: 'low-stock',
      title: 'GET /api/Stock/low (Clerk, the consumables at or below their reorder level, page 1 of 10)',
      request: get('/api/Stock/low', firstLowStockPage, f.clerk.token),
    },
  ];
}

/** A write measured as a cycle with the request that puts it back, beside its ceiling. */
export interface WriteCycleScenario {
  name: string;
  title: string;
  /** One cycle per connection, each its own loaner and units: it measures the write path, not contention. */
  cycles: WriteCycle[];
}

interface CycleContext {
  ids?: string[];
}

/** A connection's cycle as autocannon requests: the later ones name the rows the first created. */
export function cycleRequests({ first, back, idField }: WriteCycle): autocannon.Request[] {
  // autocannon skips the rest of the cycle when setupRequest returns nothing; its types do not say so.
  const putBack = (later: HttpRequest) =>
    ((request: autocannon.Request, context: CycleContext) => {
      if (context.ids === undefined) return undefined;
      const { path, body } = withCreatedIds(later, context.ids);
      return { ...request, path, body };
    }) as (request: autocannon.Request, context: object) => autocannon.Request;
  return [
    {
      ...first,
      onResponse(status, body, context: CycleContext) {
        if (status >= 200 && status < 300) context.ids = createdIds(JSON.parse(body), idField);
      },
    },
    ...back.map((later) => ({ method: later.method, headers: later.headers, setupRequest: putBack(later) })),
  ];
}

/** Reserve then delete, as loaners, each connection its own loaner reserving its own type (one unit is a 409). */
export function reserveCycle(f: Fixtures): WriteCycleScenario {
  return {
    name: 'reserve-delete',
    title: 'POST /api/Reservations/{typeId} + DELETE /api/Reservations/User/{id}',
    cycles: f.reservers.map((reserver) => ({
      first: { method: 'POST', path: `/api/Reservations/${reserver.componentTypeId}`, headers: bearer(reserver.token) },
      back: [{ method: 'DELETE', path: '/api/Reservations/User/{id}', headers: bearer(reserver.token) }],
      idField: 'reservationId',
    })),
  };
}

/** The counter's return date: a week after the lab's today, well within the longest loan. */
const COUNTER_LOAN_DAYS = 7;

/** At the counter, as a Clerk: an Available component handed out to a loaner, then handed in Available. */
export function handoutCycle(f: Fixtures): WriteCycleScenario {
  const handinDate = addDays(f.labToday, COUNTER_LOAN_DAYS);
  return {
    name: 'handout-handin',
    title: 'POST /api/Loans/available + DELETE /api/Loans/{id}?status=0 (Clerk)',
    cycles: f.handouts.map(({ loanerId, componentId }) => ({
      first: {
        method: 'POST',
        path: '/api/Loans/available',
        headers: jsonHeaders(f.clerk.token),
        body: JSON.stringify({ loanerId, componentId, handinDate }),
      },
      back: [
        {
          method: 'DELETE',
          path: `/api/Loans/{id}?status=${ComponentStatus.Available}`,
          headers: bearer(f.clerk.token),
        },
      ],
      idField: 'loanId',
    })),
  };
}

/** How far past the lab's today an extender asks to keep their overdue loan. */
const EXTENSION_DAYS = 14;
const DECLINE = JSON.stringify({ approve: false, reason: 'The lab needs it back' });

/**
 * Extensions, as each connection's loaner and the Clerk: the loaner asks for a later return date on their overdue
 * loan (the claim guard tries the longer claim, the request waits for a Clerk), the Clerk declines it, so the next
 * ask finds the loan as it was. The granted-at-once path writes the same loan row instead of the request.
 */
export function extensionCycle(f: Fixtures): WriteCycleScenario {
  const returnDate = addDays(f.labToday, EXTENSION_DAYS);
  return {
    name: 'extension',
    title: 'POST /api/Loans/User/{id}/extension (waits for a Clerk) + PUT /api/Loans/extensions/{id} (declined)',
    cycles: f.extenders.map(({ token, loanId }) => ({
      first: {
        method: 'POST',
        path: `/api/Loans/User/${loanId}/extension`,
        headers: jsonHeaders(token),
        body: JSON.stringify({ returnDate }),
      },
      back: [{ method: 'PUT', path: '/api/Loans/extensions/{id}', headers: jsonHeaders(f.clerk.token), body: DECLINE }],
      idField: 'extensionRequestId',
    })),
  };
}

/** The run stops between an ask and its decision: declines, through the API, what the extenders still wait for. */
export async function declineLeftoverExtensions(appUrl: string, f: Fixtures): Promise<number> {
  let declined = 0;
  for (const extender of f.extenders) {
    const own = await fetch(`${appUrl}/api/Loans/User?pageSize=100`, { headers: bearer(extender.token) });
    if (!own.ok) throw new Error(`listing an extender's loans answered ${own.status}`);
    const loans = (await own.json()) as { loanId: number; pendingExtension: { extensionRequestId: number } | null }[];
    const pending = loans.find((loan) => loan.loanId === extender.loanId)?.pendingExtension;
    if (!pending) continue;
    const decided = await fetch(`${appUrl}/api/Loans/extensions/${pending.extensionRequestId}`, {
      method: 'PUT',
      headers: jsonHeaders(f.clerk.token),
      body: DECLINE,
    });
    if (!decided.ok) throw new Error(`declining a leftover extension answered ${decided.status}`);
    declined++;
  }
  return declined;
}

/** The run stops between a reserve and its delete: cancels what the reservers still hold, through the API. */
export async function cancelLeftoverReservations(appUrl: string, f: Fixtures): Promise<number> {
  let cancelled = 0;
  for (const reserver of f.reservers) {
    const headers = bearer(reserver.token);
    const own = await fetch(`${appUrl}/api/Reservations/User?pageSize=100`, { headers });
    for (const { reservationId } of (await own.json()) as { reservationId: number }[]) {
      const deleted = await fetch(`${appUrl}/api/Reservations/User/${reservationId}`, { method: 'DELETE', headers });
      if (deleted.ok) cancelled++;
    }
  }
  return cancelled;
}

/**
 * The counter's busy hour, as a Clerk: a batch hand-out of a kit of components to one loaner, then the batch
 * hand-in of the same loans, so the next hand-out finds them Available again. Each connection hands out its own
 * components to its own loaner: the cycle measures the all-or-nothing write path (locks, loans, history, the
 * receipt e-mail after the commit), not contention for one unit (which answers 409 by design).
 */
export function counterCycle(f: Fixtures): WriteCycleScenario {
  const handinDate = addDays(f.labToday, COUNTER_LOAN_DAYS);
  const headers = jsonHeaders(f.clerk.token);
  return {
    name: 'counter-batch',
    title: 'POST /api/Loans/batch (10 components) + POST /api/Loans/handin (the 10 loans back)',
    cycles: f.counterHandouts.map(({ loanerId, componentIds }) => ({
      first: {
        method: 'POST',
        path: '/api/Loans/batch',
        headers,
        body: JSON.stringify({ loanerId, handinDate, componentIds }),
      },
      back: [handinRequest(headers, componentIds.length)],
      idField: 'loanId',
    })),
  };
}

/** The batch hand-in of the loans a cycle's batch hand-out opened, its `{idN}` placeholders filled in later. */
const handinRequest = (headers: Record<string, string>, loans: number): HttpRequest => ({
  method: 'POST',
  path: '/api/Loans/handin',
  headers,
  body: handinBody(Array.from({ length: loans }, (_, i) => `{id${i}}`)),
});

/**
 * The counter as a kit goes out, as a Clerk: one batch that lends a unit and issues two consumables to a loaner
 * (their locks, movements and the receipt naming both), then the unit's hand-in and a receipt of each consumable
 * back into stock, so the next cycle finds the same stock. Each connection has its own loaner, unit and
 * consumables, each well above its reorder level: no two cycles wait for one type's lock, no stock runs dry and
 * no low-stock notice is sent.
 */
export function counterConsumablesCycle(f: Fixtures): WriteCycleScenario {
  const handinDate = addDays(f.labToday, COUNTER_LOAN_DAYS);
  const headers = jsonHeaders(f.clerk.token);
  return {
    name: 'counter-consumables',
    title:
      'POST /api/Loans/batch (1 unit + 2 consumables) + POST /api/Loans/handin + 2 × POST /api/ComponentTypes/{id}/stock/receive (Clerk)',
    cycles: f.counterKits.map(({ loanerId, componentId, consumables }) => ({
      first: {
        method: 'POST',
        path: '/api/Loans/batch',
        headers,
        body: JSON.stringify({
          loanerId,
          handinDate,
          componentIds: [componentId],
          consumables: consumables.map(({ componentTypeId, quantity }) => ({ componentTypeId, quantity })),
        }),
      },
      back: [
        handinRequest(headers, 1),
        ...consumables.map(({ componentTypeId, quantity }) => receiveRequest(headers, componentTypeId, quantity)),
      ],
      idField: 'loanId',
    })),
  };
}

/** A Clerk's receipt of `quantity` of a consumable into its stock. */
const receiveRequest = (headers: Record<string, string>, componentTypeId: number, quantity: number): HttpRequest => ({
  method: 'POST',
  path: `/api/ComponentTypes/${componentTypeId}/stock/receive`,
  headers,
  body: JSON.stringify({ quantity, note: 'Back from the counter' }),
});

/**
 * A run stops between a kit's issue and its receipts: receives, through the API, what each kit's consumables
 * lack of the stock they had when picked, so the next cycle (and its ceiling, which replays the stock it
 * recorded) finds them as they were.
 */
export async function receiveLeftoverIssues(appUrl: string, f: Fixtures): Promise<number> {
  const headers = jsonHeaders(f.clerk.token);
  let received = 0;
  for (const { componentTypeId, inStock } of f.counterKits.flatMap((kit) => kit.consumables)) {
    const read = await fetch(`${appUrl}/api/ComponentTypes/${componentTypeId}`, { headers: bearer(f.clerk.token) });
    if (!read.ok) throw new Error(`reading a kit's consumable answered ${read.status}`);
    const missing = inStock - ((await read.json()) as { quantityInStock: number }).quantityInStock;
    if (missing <= 0) continue;
    const { path, body } = receiveRequest(headers, componentTypeId, missing);
    const answer = await fetch(`${appUrl}${path}`, { method: 'POST', headers, body });
    if (!answer.ok) throw new Error(`receiving a kit's leftover issue answered ${answer.status}`);
    received++;
  }
  return received;
}

/** The batch hand-in of these loans (ids, or the cycle's `{idN}` placeholders), all back Available. */
const handinBody = (loanIds: (number | string)[]) =>
  JSON.stringify({ items: loanIds.map((loanId) => ({ loanId, status: ComponentStatus.Available })) }).replace(
    /"(\{id\d+\})"/g,
    '$1',
  );

/**
 * A run stops between a hand-out and its hand-in, or with a hand-out in flight whose answer nobody reads: hands
 * in, through the API, every loan these loaners still have, so the next run finds their units Available.
 */
export async function handInLeftoverLoans(appUrl: string, f: Fixtures, loanerIds: number[]): Promise<number> {
  const headers = jsonHeaders(f.clerk.token);
  let handedIn = 0;
  for (const loanerId of loanerIds) {
    const search = new URLSearchParams({ pageSize: '100', searchString: auIdOf(loanerId) });
    const listed = await fetch(`${appUrl}/api/Loans?${search}`, { headers });
    if (!listed.ok) throw new Error(`listing the counter's leftovers answered ${listed.status}`);
    const out = (await listed.json()) as { loanId: number; loanerId: number }[];
    const loanIds = out.filter((loan) => loan.loanerId === loanerId).map((loan) => loan.loanId);
    if (loanIds.length === 0) continue;
    const answer = await fetch(`${appUrl}/api/Loans/handin`, { method: 'POST', headers, body: handinBody(loanIds) });
    if (!answer.ok) throw new Error(`handing in the counter's leftovers answered ${answer.status}`);
    handedIn += loanIds.length;
  }
  return handedIn;
}

/** A booking starts on one of the next four weeks' days (from tomorrow) and lasts one to seven days. */
const BOOKING_LEAD_DAYS = 28;
const BOOKING_MAX_DAYS = 7;

/** The lab keeps some types for itself (the seed's every 97th): a booking of one is refused by design. */
const reservedByTheLab = (componentTypeId: number) => componentTypeId % 97 === 0;

/** A booking of one unit of the type from the `lead`th day after today for `length` more days (both wrapped). */
function bookingBody(f: Fixtures, componentTypeId: number, lead: number, length: number): string {
  const from = addDays(f.labToday, 1 + (lead % BOOKING_LEAD_DAYS));
  return JSON.stringify({ componentTypeId, quantity: 1, from, to: addDays(from, length % BOOKING_MAX_DAYS) });
}

/** A type the booking scenario may book, the `n`th from the first bookable one (wrapping round). */
function bookableType(f: Fixtures, n: number): number {
  const { first, last } = f.bookableTypes;
  const id = first + (n % (last - first + 1));
  return reservedByTheLab(id) ? (id === last ? first : id + 1) : id;
}

/**
 * Booking ahead at the large lab: each connection is a loaner booking one unit of a random type for a random
 * period of the coming weeks, again and again (the bookings stay). Types are many and units ten each, so almost
 * every booking fits: the scenario measures the claim guard's write path (lock, availability before and after,
 * insert, the booking's view), not refusals.
 */
export function bookingCycle(f: Fixtures): { title: string; setupClient: (client: autocannon.Client) => void } {
  let next = 0;
  const random = (below: number) => Math.floor(Math.random() * below);
  return {
    title: 'POST /api/Bookings (a loaner books 1 unit of a random type for 1–7 days within 4 weeks)',
    setupClient(client) {
      const booker = f.bookers[next++ % f.bookers.length];
      if (!booker) throw new Error('no bookers among the fixtures');
      const request = { method: 'POST' as const, path: '/api/Bookings', headers: jsonHeaders(booker.token) };
      client.setRequests([
        {
          ...request,
          setupRequest: (req: autocannon.Request) => ({
            ...req,
            body: bookingBody(
              f,
              bookableType(f, random(1_000_000)),
              random(BOOKING_LEAD_DAYS),
              random(BOOKING_MAX_DAYS),
            ),
          }),
        },
      ]);
    },
  };
}

/**
 * The bookings the ceiling replays, one per connection: each a booking of its own type (so that, like the app's
 * random ones, they do not queue for one type's lock), recorded once through the app.
 */
export function bookingCaptures(f: Fixtures): { name: string; request: HttpRequest; componentTypeId: number }[] {
  return f.bookers.map((booker, i) => {
    const componentTypeId = bookableType(f, i * 101);
    return {
      name: `booking-${i}`,
      request: {
        method: 'POST',
        path: '/api/Bookings',
        headers: jsonHeaders(booker.token),
        body: bookingBody(f, componentTypeId, i, i),
      },
      componentTypeId,
    };
  });
}
