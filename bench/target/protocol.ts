/** The messages between the benchmark driver (run.ts) and the process serving the app (target-process.ts). */

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  /** A JSON body, as sent. */
  body?: string;
}

export interface LoanerIdentity {
  loanerId: number;
  token: string;
}

/** Who and what the scenarios ask for, picked from the seeded lab. */
export interface Fixtures {
  /** A loaner with active loans (My loans); also the token of the read scenarios. */
  borrower: LoanerIdentity;
  clerk: LoanerIdentity;
  /** The last of the Clerks, who also holds Admin: the Admin's lists and reports. */
  admin: LoanerIdentity;
  /** A loaner holding a seeded reservation (My reservations). */
  reservationHolder: LoanerIdentity;
  /** The component lent most often (its history). */
  historyComponentId: number;
  /** The category ids of the browse filter. */
  browseCategoryIds: number[];
  detailsTypeId: number;
  /** A type with a loaned and a reserved component (the inventory shows the loaner of the loan). */
  inventoryTypeId: number;
  /** The type with the seeded waiting list. */
  waitedForTypeId: number;
  /** The lab's today (yyyy-MM-dd) when the fixtures were picked: availability is asked from it on. */
  labToday: string;
  /** One loaner per connection of the reserve cycle, each with a type of their own. */
  reservers: (LoanerIdentity & { componentTypeId: number })[];
  /** One hand-out per connection of the counter cycle: a loaner without loans and Available components of their own. */
  counterHandouts: { loanerId: number; componentIds: number[] }[];
  /** One loaner per connection of the booking scenario, past the counter's. */
  bookers: LoanerIdentity[];
  /** One hand-out per connection of the hand-out cycle: a loaner past the bookers and an Available unit of their own. */
  handouts: { loanerId: number; componentId: number }[];
  /**
   * One kit per connection of the counter's consumables cycle: a loaner past the hand-out's, an Available unit of
   * a type of their own, and consumables of their own with the stock each had when picked, well above its level.
   */
  counterKits: {
    loanerId: number;
    componentId: number;
    consumables: { componentTypeId: number; quantity: number; inStock: number }[];
  }[];
  /** One loaner per connection of the extension cycle, each with an overdue active loan of their own. */
  extenders: (LoanerIdentity & { loanId: number })[];
  /** The types the booking scenario books at random, past the reservers', the counter's and the kits': ids first…last. */
  bookableTypes: { first: number; last: number };
}

export interface Capture {
  ceilingPath: string;
  /** The SQL the app ran for the request, in order. */
  statements: string[];
  /** How many rounds of statements (statements in one round ran concurrently). */
  steps: number;
  responseBytes: number;
  /** The TotalCount of the X-Pagination header, on paged lists. */
  totalCount?: number;
}

/**
 * A write and the requests that put back what it changed (reserve and delete, hand-out and hand-in, an issue
 * and its receipt), measured as one cycle so the lab stays as it was.
 */
export interface WriteCycle {
  first: HttpRequest;
  /**
   * In order; their paths and bodies name the rows the first created: `{id}` the first answer's `idField`, or,
   * when it answered a list, `{id0}`, `{id1}`, … each item's.
   */
  back: HttpRequest[];
  idField: 'reservationId' | 'loanId' | 'extensionRequestId';
}

/** The ceiling of a write cycle: the first request's statements, then each next one's using the rows it created. */
export interface CycleCapture {
  first: Capture;
  back: Capture[];
}

/**
 * The ids a write cycle's first answer gave: `idField` of the answer, of each item of a list, or of each of its
 * loans (the counter's batch with consumables answers `{ loans, issues }`).
 */
export function createdIds(answer: unknown, idField: WriteCycle['idField']): string[] {
  const loans = (answer as { loans?: unknown }).loans;
  const items = Array.isArray(answer) ? answer : Array.isArray(loans) ? loans : [answer];
  return items.map((item) => String((item as Record<string, unknown>)[idField]));
}

/** A later request of a write cycle, its `{id}` and `{id0}`, `{id1}`, … filled in. */
export function withCreatedIds(request: HttpRequest, ids: string[]): HttpRequest {
  const fill = (text: string) => text.replace(/\{id(\d*)\}/g, (_, n: string) => ids[Number(n || 0)] ?? '');
  return { ...request, path: fill(request.path), ...(request.body !== undefined && { body: fill(request.body) }) };
}

export interface LabSize {
  componentTypes: number;
  components: number;
  loaners: number;
  loans: number;
  reservations: number;
  bookings: number;
  emailLogs: number;
  /** Rows of the activity log (the seeded loans' hand-outs and hand-ins). */
  activity: number;
  /** The consumables' stock movements (receipts and issues). */
  stockMovements: number;
  seconds: number;
}

/** The calls the target process answers. */
export interface TargetApi {
  /** Categories and loaners (once, into an empty database). */
  seedPeople(): Promise<LabSize>;
  /** Adds component types (with their components) until the catalogue holds `componentTypes`. */
  growCatalogue(componentTypes: number): Promise<LabSize>;
  /**
   * Loan history with its activity, active loans, reservations, bookings ahead, the e-mail log and the
   * consumables with their stock movements (once).
   */
  seedLending(): Promise<LabSize>;
  fixtures(): Promise<Fixtures>;
  /** Resolves once the app and the ceiling have finished every request they received. */
  settle(): Promise<void>;
  /** Runs the request through the app (twice: the first warms), recording its SQL, and sets up its ceiling route. */
  capture(name: string, request: HttpRequest): Promise<Capture>;
  /** Runs the cycle through the app (twice: the first warms), recording its SQL, and sets up its two ceiling routes. */
  captureCycle(name: string, cycle: WriteCycle): Promise<CycleCapture>;
  /**
   * Deletes every booking of these types, answering how many: the booking ceiling's replays, which insert the
   * captured booking again and again without the rules that would refuse it once the type is fully claimed.
   */
  removeBookings(componentTypeIds: number[]): Promise<number>;
}

export type TargetCall = {
  [K in keyof TargetApi]: { id: number; method: K; args: Parameters<TargetApi[K]> };
}[keyof TargetApi];

export type TargetReply = { id: number; result: unknown } | { id: number; error: string };

/** Sent once the app and the ceiling listen. */
export interface TargetReady {
  /** `pid`: the process serving the app, whose memory the export scenario samples. */
  ready: { appUrl: string; ceilingUrl: string; driver: 'pglite' | 'postgres'; serverVersion: string; pid: number };
}
