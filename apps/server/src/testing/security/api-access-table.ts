import { DEFAULT_LENDING_POLICY } from '@labstock/shared';
import type { InjectOptions } from 'fastify';
import { multipartForm } from '../../modules/component-types/component-types.fixtures.js';
import { type ApiFixtures, type Caller, callers, productCallers } from './api-callers.js';

type FormValue = Parameters<typeof multipartForm>[0][string];

/** One call, declared so that the hostile-input suite can take it apart and mutate each piece. */
export interface ApiRequest {
  /** The path with its parameters filled in. */
  url: string;
  query?: Record<string, string | string[]>;
  json?: unknown;
  form?: Record<string, FormValue>;
}

export interface RouteCase {
  /**
   * The status each caller gets who passes the guard (with a valid-looking request: the route's own answer).
   * Every other caller is refused: 403 for a signed-in user on a route of other roles, 401 for the rest.
   */
  answers: Partial<Record<Caller, number>>;
  request(f: ApiFixtures, caller: Caller): ApiRequest;
}

const everyone = (status: number) => Object.fromEntries(callers.map((c) => [c, status]));
const signedIn = (status: number) => ({ loaner: status, clerk: status, admin: status });
const ownId = (f: ApiFixtures, caller: Caller) =>
  caller === 'loaner' || caller === 'clerk' || caller === 'admin' ? f.loanerIds[caller] : f.other.loanerId;
const page = { pageNumber: '1', pageSize: '10', searchString: '' };
const wholeList = { pageNumber: '0', pageSize: '0', searchString: '' };
const csvFile = (text: string) => ({ bytes: Buffer.from(text), filename: 'import.csv', type: 'text/csv' });
const typeForm = (name: string, f: ApiFixtures) => ({
  ComponentName: name,
  Status: '0',
  SelectedCategories: [String(f.categoryId)],
  Location: 'Shelf 1',
});

/**
 * THE access table: every /api route (key "METHOD /path" as Fastify registered it) with who gets through and
 * a valid-looking request. The authorisation matrix fails for a route missing here, so a new route must be
 * added with its rule. HEAD routes use their GET's entry. Paths point at the fixtures of `createApiFixtures`:
 * writes that would destroy a caller or the fixtures aim at rows in use (409) or missing rows (404).
 */
export const accessTable: Record<string, RouteCase> = {
  'GET /api/health': { answers: everyone(200), request: () => ({ url: '/api/health' }) },
  'GET /api/ready': { answers: everyone(200), request: () => ({ url: '/api/ready' }) },
  'GET /api/auth/config': { answers: everyone(200), request: () => ({ url: '/api/auth/config' }) },

  'POST /api/Loaners/token': { answers: { ssoUser: 200 }, request: () => ({ url: '/api/Loaners/token' }) },
  'POST /api/Loaners/register': {
    answers: { ssoUser: 201 },
    request: () => ({
      url: '/api/Loaners/register',
      json: { firstName: 'New', lastName: 'User', studentNo: '202401', mobileNo: '12345678', email: 'new@uni.example' },
    }),
  },
  'GET /api/Loaners/Loaner': { answers: signedIn(200), request: () => ({ url: '/api/Loaners/Loaner' }) },
  'PUT /api/Loaners/Loaner/language': {
    answers: signedIn(200),
    request: () => ({ url: '/api/Loaners/Loaner/language', json: { language: 'da' } }),
  },
  // The caller's own data as a JSON attachment (the privacy suite checks it names nobody else).
  'GET /api/Loaners/Loaner/export': { answers: signedIn(200), request: () => ({ url: '/api/Loaners/Loaner/export' }) },
  // Creates the caller's feed secret on first asking; POST renews it.
  'GET /api/Loaners/Loaner/calendar': {
    answers: signedIn(200),
    request: () => ({ url: '/api/Loaners/Loaner/calendar' }),
  },
  'POST /api/Loaners/Loaner/calendar': {
    answers: signedIn(200),
    request: () => ({ url: '/api/Loaners/Loaner/calendar' }),
  },
  // The feed: the secret in the address is the credential, no token.
  'GET /api/calendar/:secret.ics': {
    answers: everyone(200),
    request: (f) => ({ url: `/api/calendar/${f.other.calendarSecret}.ics` }),
  },
  'GET /api/Loaners': { answers: { admin: 200 }, request: () => ({ url: '/api/Loaners', query: page }) },
  'GET /api/Loaners/roles': {
    answers: { admin: 200 },
    request: () => ({ url: '/api/Loaners/roles', query: wholeList }),
  },
  'GET /api/Loaners/roles/:loanerId': {
    answers: { admin: 200 },
    request: (f) => ({ url: `/api/Loaners/roles/${f.other.loanerId}`, query: wholeList }),
  },
  'GET /api/Loaners/auid/:auId': {
    answers: { clerk: 200, admin: 200 },
    request: (f) => ({ url: `/api/Loaners/auid/${f.other.auId}` }),
  },
  'GET /api/Loaners/:id': { answers: signedIn(200), request: (f, c) => ({ url: `/api/Loaners/${ownId(f, c)}` }) },
  'PUT /api/Loaners': {
    answers: signedIn(200),
    request: (f, c) => ({
      url: '/api/Loaners',
      json: { loanerId: ownId(f, c), mobileNo: '87654321', studentNo: 's1' },
    }),
  },
  // Another loaner, who has live loans: only an Admin may try, and is refused for those loans.
  'DELETE /api/Loaners/:id': {
    answers: { loaner: 403, clerk: 403, admin: 409 },
    request: (f) => ({ url: `/api/Loaners/${f.other.loanerId}` }),
  },

  'GET /api/Environment': { answers: signedIn(200), request: () => ({ url: '/api/Environment' }) },
  // Registered under APP_ENV=Test only, as every test app is; set to the test clock's own instant, so the calls
  // after it see no move.
  'PUT /api/testing/clock': {
    answers: { admin: 200 },
    request: () => ({ url: '/api/testing/clock', json: { now: '2026-03-10T10:00:00Z' } }),
  },
  // Prometheus's scrape, the one route outside /api with an access rule (prometheus.ts).
  'GET /metrics': { answers: { scraper: 200 }, request: () => ({ url: '/metrics' }) },
  'GET /api/LiveMetrics': { answers: signedIn(200), request: () => ({ url: '/api/LiveMetrics' }) },
  'POST /api/LiveMetrics': {
    answers: { sensor: 204 },
    request: () => ({ url: '/api/LiveMetrics', json: { name: 'elabisopen', value: 'true' } }),
  },

  'GET /api/Categories': { answers: signedIn(200), request: () => ({ url: '/api/Categories', query: wholeList }) },
  'GET /api/Category': { answers: signedIn(200), request: () => ({ url: '/api/Category', query: wholeList }) },
  'POST /api/Category': {
    answers: { admin: 201 },
    request: () => ({ url: '/api/Category', json: { categoryId: 0, name: 'Added by the matrix' } }),
  },
  'PUT /api/Category': {
    answers: { admin: 200 },
    request: (f) => ({ url: '/api/Category', json: { categoryId: f.categoryId, name: 'Matrix category' } }),
  },
  'DELETE /api/Category/:id': { answers: { admin: 409 }, request: (f) => ({ url: `/api/Category/${f.categoryId}` }) },

  'GET /api/ComponentTypes': { answers: signedIn(200), request: () => ({ url: '/api/ComponentTypes', query: page }) },
  'GET /api/ComponentTypes/:id': {
    answers: signedIn(200),
    request: (f) => ({ url: `/api/ComponentTypes/${f.typeId}` }),
  },
  // Public for <img>; the fixture type has no image.
  'GET /api/ComponentTypes/:id/image': {
    answers: everyone(404),
    request: (f) => ({ url: `/api/ComponentTypes/${f.typeId}/image` }),
  },
  // Eight weeks from the test clock's today.
  'GET /api/ComponentTypes/:id/availability': {
    answers: signedIn(200),
    request: (f) => ({
      url: `/api/ComponentTypes/${f.typeId}/availability`,
      query: { from: '2026-03-10', to: '2026-05-04' },
    }),
  },
  'POST /api/ComponentTypes': {
    answers: { admin: 201 },
    request: (f) => ({ url: '/api/ComponentTypes', form: typeForm('Added by the matrix', f) }),
  },
  'PUT /api/ComponentTypes': {
    answers: { admin: 200 },
    request: (f) => ({
      url: '/api/ComponentTypes',
      form: { ...typeForm('Matrix type', f), ComponentTypeId: String(f.typeId) },
    }),
  },
  'DELETE /api/ComponentTypes/:id': {
    answers: { admin: 409 },
    request: (f) => ({ url: `/api/ComponentTypes/${f.typeId}` }),
  },
  'GET /api/ComponentTypes/booked': { answers: { admin: 200 }, request: () => ({ url: '/api/ComponentTypes/booked' }) },
  'GET /api/ComponentTypes/neverbooked': {
    answers: { admin: 200 },
    request: () => ({ url: '/api/ComponentTypes/neverbooked', query: { date: '2025-03-10' } }),
  },
  'GET /api/ComponentTypes/bookedahead': {
    answers: { admin: 200 },
    request: () => ({ url: '/api/ComponentTypes/bookedahead', query: { days: '7', pageNumber: '1', pageSize: '10' } }),
  },
  'GET /api/Statistics/upkeep': { answers: { admin: 200 }, request: () => ({ url: '/api/Statistics/upkeep' }) },

  'GET /api/Component': {
    answers: signedIn(200),
    request: (f) => ({ url: '/api/Component', query: { ...page, Id: String(f.typeId), sortBy: 'status' } }),
  },
  'GET /api/Component/Available/:id': {
    answers: { clerk: 200, admin: 200 },
    request: (f) => ({ url: `/api/Component/Available/${f.typeId}` }),
  },
  'GET /api/Component/nextNumber': {
    answers: { admin: 200 },
    request: (f) => ({ url: '/api/Component/nextNumber', query: { componentTypeId: String(f.typeId) } }),
  },
  'POST /api/Component': {
    answers: { admin: 201 },
    request: (f) => ({ url: '/api/Component', json: { componentTypeId: f.typeId, componentNumber: 10 } }),
  },
  'POST /api/Component/Multiple': {
    answers: { admin: 201 },
    request: (f) => ({
      url: '/api/Component/Multiple',
      json: [11, 12].map((componentNumber) => ({
        componentTypeId: f.typeId,
        componentNumber,
        serialNo: `SN${componentNumber}`,
      })),
    }),
  },
  'PUT /api/Component': {
    answers: { admin: 200 },
    request: (f) => ({
      url: '/api/Component',
      json: {
        componentId: f.availableComponentId,
        componentTypeId: f.typeId,
        componentNumber: 1,
        adminComment: 'Checked',
      },
    }),
  },
  // Reserved: refused, and the fixtures stay.
  'DELETE /api/Component/:id': {
    answers: { admin: 409 },
    request: (f) => ({ url: `/api/Component/${f.reservedComponentId}` }),
  },

  'GET /api/mail': { answers: { admin: 200 }, request: () => ({ url: '/api/mail', query: page }) },
  'GET /api/mail/reminder/template': {
    answers: { admin: 200 },
    request: () => ({ url: '/api/mail/reminder/template' }),
  },
  'GET /api/mail/reminder/count': { answers: { admin: 200 }, request: () => ({ url: '/api/mail/reminder/count' }) },
  'POST /api/mail/reminder': { answers: { admin: 200 }, request: () => ({ url: '/api/mail/reminder' }) },
  'GET /api/mail/reminder/progress': {
    answers: { admin: 200 },
    request: () => ({ url: '/api/mail/reminder/progress' }),
  },

  'GET /api/Reservations': { answers: { clerk: 200 }, request: () => ({ url: '/api/Reservations', query: page }) },
  'GET /api/Reservations/User': {
    answers: { loaner: 200 },
    request: () => ({ url: '/api/Reservations/User', query: page }),
  },
  'POST /api/Reservations/:id': {
    answers: { loaner: 201 },
    request: (f) => ({ url: `/api/Reservations/${f.typeId}` }),
  },
  'DELETE /api/Reservations/:id': {
    answers: { clerk: 404 },
    request: (f) => ({ url: `/api/Reservations/${f.missingId}` }),
  },
  // Another loaner's reservation: as if it did not exist.
  'DELETE /api/Reservations/User/:id': {
    answers: { loaner: 404 },
    request: (f) => ({ url: `/api/Reservations/User/${f.other.reservationId}` }),
  },

  'GET /api/Loans': { answers: { loaner: 200, clerk: 200 }, request: () => ({ url: '/api/Loans', query: page }) },
  'GET /api/Loans/User': { answers: { loaner: 200 }, request: () => ({ url: '/api/Loans/User', query: page }) },
  'GET /api/Loans/overdue': {
    answers: { clerk: 200 },
    request: (f) => ({
      url: '/api/Loans/overdue',
      query: { loanerIds: [String(f.other.loanerId), String(f.loanerIds.loaner)] },
    }),
  },
  'POST /api/Loans': {
    answers: { clerk: 404 },
    request: (f) => ({
      url: '/api/Loans',
      json: {
        reservationId: f.missingId,
        componentId: f.reservedComponentId,
        loanerId: f.other.loanerId,
        handinDate: '2026-04-01',
      },
    }),
  },
  'POST /api/Loans/available': {
    answers: { clerk: 404 },
    request: (f) => ({
      url: '/api/Loans/available',
      json: { componentId: f.missingId, loanerId: f.other.loanerId, handinDate: '2026-04-01', force: false },
    }),
  },
  // The counter's batches aim at a missing component or loan: the whole batch is refused (409), nothing changes.
  'POST /api/Loans/batch': {
    answers: { clerk: 409 },
    request: (f) => ({
      url: '/api/Loans/batch',
      json: {
        loanerId: f.other.loanerId,
        handinDate: '2026-04-01',
        force: false,
        componentIds: [f.missingId],
        consumables: [{ componentTypeId: f.missingId, quantity: 1 }],
      },
    }),
  },
  'POST /api/Loans/handin': {
    answers: { clerk: 409 },
    request: (f) => ({ url: '/api/Loans/handin', json: { items: [{ loanId: f.missingId, status: 0 }] } }),
  },
  'DELETE /api/Loans/:id': {
    answers: { clerk: 404 },
    request: (f) => ({ url: `/api/Loans/${f.missingId}`, query: { status: '0' } }),
  },
  'GET /api/Activity': {
    answers: { admin: 200 },
    request: (f) => ({
      url: '/api/Activity',
      query: {
        pageNumber: '1',
        pageSize: '10',
        loanerId: String(f.other.loanerId),
        from: '2026-03-01',
        to: '2026-03-31',
      },
    }),
  },
  'GET /api/Component/:id/history': {
    answers: { clerk: 200, admin: 200 },
    request: (f) => ({
      url: `/api/Component/${f.reservedComponentId}/history`,
      query: { pageNumber: '1', pageSize: '10' },
    }),
  },
  // Each caller's own loan history (another's is a 403 but to an Admin: object-level-access tests).
  'GET /api/Loaners/:id/loans/history': {
    answers: signedIn(200),
    request: (f, c) => ({
      url: `/api/Loaners/${ownId(f, c)}/loans/history`,
      query: { pageNumber: '1', pageSize: '10' },
    }),
  },
  'GET /api/Loans/setting': { answers: { clerk: 200, admin: 200 }, request: () => ({ url: '/api/Loans/setting' }) },
  'PUT /api/Loans/setting': {
    answers: { admin: 200 },
    request: () => ({ url: '/api/Loans/setting', json: { defaultReturnDate: '2026-06-30' } }),
  },
  'POST /api/Bookings': {
    // For a loaner who does not exist: a Clerk or Admin gets 404; a Loaner may not book for someone else (403).
    answers: { clerk: 404, admin: 404 },
    request: (f) => ({
      url: '/api/Bookings',
      json: { componentTypeId: f.typeId, quantity: 1, from: '2026-03-20', to: '2026-03-21', loanerId: f.missingId },
    }),
  },
  'GET /api/Bookings/User': { answers: signedIn(200), request: () => ({ url: '/api/Bookings/User', query: page }) },
  'GET /api/Bookings': {
    answers: { clerk: 200, admin: 200 },
    request: () => ({ url: '/api/Bookings', query: { ...page, status: ['Booked', 'Ready'], atRisk: 'true' } }),
  },
  'DELETE /api/Bookings/:id': {
    answers: signedIn(404),
    request: (f) => ({ url: `/api/Bookings/${f.missingId}` }),
  },
  'POST /api/Waitlist/:id': {
    // The type has an Available unit: reserve it instead of waiting.
    answers: { loaner: 409 },
    request: (f) => ({ url: `/api/Waitlist/${f.typeId}` }),
  },
  'GET /api/Waitlist/User': { answers: { loaner: 200 }, request: () => ({ url: '/api/Waitlist/User', query: page }) },
  'DELETE /api/Waitlist/:id': { answers: signedIn(404), request: (f) => ({ url: `/api/Waitlist/${f.missingId}` }) },
  'GET /api/ComponentTypes/:componentTypeId/waitlist': {
    answers: { clerk: 200, admin: 200 },
    request: (f) => ({ url: `/api/ComponentTypes/${f.typeId}/waitlist`, query: page }),
  },
  'GET /api/Loans/policy': { answers: signedIn(200), request: () => ({ url: '/api/Loans/policy' }) },
  'PUT /api/Loans/policy': {
    answers: { admin: 200 },
    request: () => ({ url: '/api/Loans/policy', json: { ...DEFAULT_LENDING_POLICY } }),
  },
  // Another loaner's loan: every caller gets 404, as if it did not exist.
  'POST /api/Loans/User/:loanId/extension': {
    answers: signedIn(404),
    request: (f) => ({ url: `/api/Loans/User/${f.other.loanId}/extension`, json: { returnDate: '2026-04-01' } }),
  },
  'GET /api/Loans/User/:loanId/extension': {
    answers: signedIn(404),
    request: (f) => ({ url: `/api/Loans/User/${f.other.loanId}/extension` }),
  },
  'GET /api/Loans/extensions': {
    answers: { clerk: 200, admin: 200 },
    request: () => ({ url: '/api/Loans/extensions', query: { ...page, status: 'Pending' } }),
  },
  'PUT /api/Loans/extensions/:id': {
    answers: { clerk: 404, admin: 404 },
    request: (f) => ({ url: `/api/Loans/extensions/${f.missingId}`, json: { approve: false, reason: 'Needed back' } }),
  },

  'GET /api/export/component-types.csv': {
    answers: { admin: 200 },
    request: () => ({ url: '/api/export/component-types.csv' }),
  },
  'GET /api/export/components.csv': {
    answers: { admin: 200 },
    request: (f) => ({ url: '/api/export/components.csv', query: { componentTypeId: String(f.typeId) } }),
  },
  'GET /api/export/loans.csv': {
    answers: { clerk: 200, admin: 200 },
    request: () => ({ url: '/api/export/loans.csv', query: { scope: 'all' } }),
  },
  'GET /api/export/users.csv': { answers: { admin: 200 }, request: () => ({ url: '/api/export/users.csv' }) },
  'GET /api/export/reorder.csv': {
    answers: { clerk: 200, admin: 200 },
    request: () => ({ url: '/api/export/reorder.csv' }),
  },
  // The fixtures' type is lent: a movement of its stock is a 409 to whoever may ask, and writes nothing.
  'POST /api/ComponentTypes/:id/stock/issue': {
    answers: { loaner: 409, clerk: 409 },
    request: (f) => ({ url: `/api/ComponentTypes/${f.typeId}/stock/issue`, json: { quantity: 1 } }),
  },
  'POST /api/ComponentTypes/:id/stock/receive': {
    answers: { clerk: 409, admin: 409 },
    request: (f) => ({ url: `/api/ComponentTypes/${f.typeId}/stock/receive`, json: { quantity: 1 } }),
  },
  'POST /api/ComponentTypes/:id/stock/count': {
    answers: { clerk: 409, admin: 409 },
    request: (f) => ({ url: `/api/ComponentTypes/${f.typeId}/stock/count`, json: { counted: 1, note: 'Stocktake' } }),
  },
  'GET /api/ComponentTypes/:id/stock/movements': {
    answers: signedIn(200),
    request: (f) => ({ url: `/api/ComponentTypes/${f.typeId}/stock/movements`, query: page }),
  },
  'GET /api/Stock/low': {
    answers: { clerk: 200, admin: 200 },
    request: () => ({ url: '/api/Stock/low', query: page }),
  },
  'GET /api/Stock/consumption': {
    answers: { admin: 200 },
    request: () => ({ url: '/api/Stock/consumption', query: { ...page, from: '2026-03-01', to: '2026-03-31' } }),
  },
  'GET /api/Lab': { answers: signedIn(200), request: () => ({ url: '/api/Lab' }) },
  'PUT /api/Lab': {
    answers: { admin: 200 },
    request: () => ({ url: '/api/Lab', json: { name: 'The matrix lab', noticeEmail: 'matrix-lab@uni.example' } }),
  },
  // The fixtures' lab has no rules: an acceptance passes the guard and is refused for that (409).
  'POST /api/Loaners/Loaner/rules': {
    answers: { loaner: 409 },
    request: () => ({ url: '/api/Loaners/Loaner/rules', json: { version: 1 } }),
  },
  'POST /api/Loaners/:id/rules': {
    answers: { clerk: 409, admin: 409 },
    request: (f) => ({ url: `/api/Loaners/${f.other.loanerId}/rules`, json: { version: 1 } }),
  },
  // On a unit no row is: a report on a real one would take it out of lending for the other routes' calls.
  'POST /api/Component/:id/faults': {
    answers: signedIn(404),
    request: (f) => ({ url: `/api/Component/${f.missingId}/faults`, json: { description: 'Matrix fault' } }),
  },
  // Public for <img>; only the address a report carries finds its photo.
  'GET /api/Faults/:id/image': {
    answers: everyone(404),
    request: (f) => ({ url: `/api/Faults/${f.missingId}/image`, query: { v: 'matrix' } }),
  },
  'GET /api/Repairs': { answers: { clerk: 200, admin: 200 }, request: () => ({ url: '/api/Repairs', query: page }) },
  'GET /api/Repairs/:id': {
    answers: { clerk: 404, admin: 404 },
    request: (f) => ({ url: `/api/Repairs/${f.missingId}` }),
  },
  'PUT /api/Repairs/:id': {
    answers: { clerk: 404, admin: 404 },
    request: (f) => ({ url: `/api/Repairs/${f.missingId}`, json: { note: 'Matrix note' } }),
  },
  // On a unit no row is: a calibration of a real one would move its due day for the other routes' calls.
  'POST /api/Component/:id/calibrations': {
    answers: { clerk: 404, admin: 404 },
    request: (f) => ({ url: `/api/Component/${f.missingId}/calibrations`, json: { calibratedOn: '2026-03-01' } }),
  },
  'GET /api/Calibrations/due': {
    answers: { clerk: 200, admin: 200 },
    request: () => ({ url: '/api/Calibrations/due', query: { ...page, withinDays: '30' } }),
  },
  'GET /api/Qualifications': {
    answers: signedIn(200),
    request: () => ({ url: '/api/Qualifications', query: wholeList }),
  },
  'POST /api/Qualifications': {
    answers: { admin: 201 },
    request: () => ({ url: '/api/Qualifications', json: { name: 'Matrix qualification', validForDays: 365 } }),
  },
  'PUT /api/Qualifications': {
    answers: { admin: 404 },
    request: (f) => ({ url: '/api/Qualifications', json: { qualificationId: f.missingId, name: 'Matrix' } }),
  },
  'DELETE /api/Qualifications/:id': {
    answers: { admin: 404 },
    request: (f) => ({ url: `/api/Qualifications/${f.missingId}` }),
  },
  'GET /api/Loaners/:id/qualifications': {
    answers: signedIn(200),
    request: (f, c) => ({ url: `/api/Loaners/${ownId(f, c)}/qualifications` }),
  },
  // Of a qualification no row is: a real grant would change what the other routes' callers may borrow.
  'POST /api/Loaners/:id/qualifications': {
    answers: { clerk: 404, admin: 404 },
    request: (f) => ({
      url: `/api/Loaners/${f.other.loanerId}/qualifications`,
      json: { qualificationId: f.missingId },
    }),
  },
  'DELETE /api/Loaners/:id/qualifications/:qualificationId': {
    answers: { clerk: 404, admin: 404 },
    request: (f) => ({ url: `/api/Loaners/${f.other.loanerId}/qualifications/${f.missingId}` }),
  },
  'POST /api/Qualifications/:id/requests': {
    answers: { loaner: 404 },
    request: (f) => ({ url: `/api/Qualifications/${f.missingId}/requests` }),
  },
  'GET /api/Qualifications/requests': {
    answers: { clerk: 200, admin: 200 },
    request: () => ({ url: '/api/Qualifications/requests', query: { ...page, status: 'Open' } }),
  },
  'PUT /api/Qualifications/requests/:id': {
    answers: { clerk: 404, admin: 404 },
    request: (f) => ({ url: `/api/Qualifications/requests/${f.missingId}`, json: { grant: false, reason: 'Matrix' } }),
  },
  // Dry runs: checked, nothing written.
  'POST /api/import/component-types': {
    answers: { admin: 200 },
    request: () => ({
      url: '/api/import/component-types',
      query: { dryRun: 'true' },
      form: { File: csvFile('Name,Categories\nMatrix import,Matrix category\n') },
    }),
  },
  'POST /api/import/components': {
    answers: { admin: 200 },
    request: () => ({
      url: '/api/import/components',
      query: { dryRun: 'true' },
      form: { File: csvFile('Component type,Serial no\nMatrix type,SN-9\n') },
    }),
  },
};

/** The table's key of a registered route; HEAD routes are Fastify's copies of their GET. */
export function routeKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}

/** The OpenAPI document and its browsable docs: public by construction, no data behind them. */
export function isDocsRoute(url: string): boolean {
  return url.startsWith('/api/docs') || url === '/api/openapi.json';
}

/** What the caller must get from the route: its answer, or the guard's refusal. */
export function expectedStatus(route: RouteCase, caller: Caller): number {
  const answer = route.answers[caller];
  if (answer !== undefined) return answer;
  const productRoute = Object.keys(route.answers).every((c) => productCallers.includes(c as Caller));
  return productRoute && productCallers.includes(caller) ? 403 : 401;
}

/** The inject options of a request made with a caller's credentials. */
export async function toInject(
  method: string,
  request: ApiRequest,
  headers: Record<string, string>,
): Promise<InjectOptions> {
  const options: InjectOptions = {
    method: method as InjectOptions['method'],
    url: request.url,
    headers: { ...headers },
  };
  if (request.query) options.query = request.query;
  if (request.json !== undefined) options.payload = request.json as InjectOptions['payload'];
  if (request.form) {
    const form = await multipartForm(request.form);
    options.payload = form.payload;
    options.headers = { ...options.headers, ...form.headers };
  }
  return options;
}
