/** The messages between the benchmark driver (run.ts) and the process serving the app (target-process.ts). */

export interface HttpRequest {
  method: 'GET' | 'POST' | 'DELETE';
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
  /** The category ids of the browse filter. */
  browseCategoryIds: number[];
  detailsTypeId: number;
  /** A type with a loaned and a reserved component (the inventory shows the loaner of the loan). */
  inventoryTypeId: number;
  /** The lab's today (yyyy-MM-dd) when the fixtures were picked: availability is asked from it on. */
  labToday: string;
  /** One loaner per connection of the reserve cycle, each with a type of their own. */
  reservers: (LoanerIdentity & { componentTypeId: number })[];
  /** One hand-out per connection of the counter cycle: a loaner without loans and Available components of their own. */
  counterHandouts: { loanerId: number; componentIds: number[] }[];
  /** One loaner per connection of the booking scenario, past the counter's. */
  bookers: LoanerIdentity[];
  /** The types the booking scenario books at random, past the reservers' and the counter's: ids first…last. */
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

export interface LabSize {
  componentTypes: number;
  components: number;
  loaners: number;
  loans: number;
  reservations: number;
  bookings: number;
  seconds: number;
}

/** The calls the target process answers. */
export interface TargetApi {
  /** Categories and loaners (once, into an empty database). */
  seedPeople(): Promise<LabSize>;
  /** Adds component types (with their components) until the catalogue holds `componentTypes`. */
  growCatalogue(componentTypes: number): Promise<LabSize>;
  /** Loan history, active loans, reservations and bookings ahead over the first types (once). */
  seedLending(): Promise<LabSize>;
  fixtures(): Promise<Fixtures>;
  /** Resolves once the app and the ceiling have finished every request they received. */
  settle(): Promise<void>;
  /** Runs the request through the app (twice: the first warms), recording its SQL, and sets up its ceiling route. */
  capture(name: string, request: HttpRequest): Promise<Capture>;
}

export type TargetCall = {
  [K in keyof TargetApi]: { id: number; method: K; args: Parameters<TargetApi[K]> };
}[keyof TargetApi];

export type TargetReply = { id: number; result: unknown } | { id: number; error: string };

/** Sent once the app and the ceiling listen. */
export interface TargetReady {
  ready: { appUrl: string; ceilingUrl: string; driver: 'pglite' | 'postgres'; serverVersion: string };
}
