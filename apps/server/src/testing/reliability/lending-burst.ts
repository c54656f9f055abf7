import { call, type Lab } from '../lab-api.js';

/** What the server acknowledged (2xx) during a burst, and what it may or may not have done (no answer). */
export interface Ledger {
  reservations: Map<number, { componentId: number; loanerId: number }>;
  cancelled: Set<number>;
  /** Loan id → the reservation it came from. */
  loans: Map<number, { reservationId: number; componentId: number }>;
  returned: Set<number>;
  /** Reservations and loans whose last call got no answer: their outcome is unknown. */
  uncertainReservations: Set<number>;
  uncertainLoans: Set<number>;
  /** Answers no lending rule explains (a 500, a 404 for an own reservation…). */
  unexpected: string[];
  acknowledged: number;
}

export interface BurstOptions {
  /** One or more servers on the same database; the workers take turns. */
  urls: string[];
  lab: Lab;
  workers: number;
  /** Checked before every call: true ends the burst. */
  stop(ledger: Ledger): boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Loaners reserve, the Clerk hands half of the reservations out and takes loans back, loaners cancel a quarter
 * and keep a quarter until the type runs out: every lending write, from `workers` concurrent loops. A worker
 * ends at the first call without an answer (the server is gone), or when it has nothing left to free.
 */
export async function runBurst({ urls, lab, workers, stop }: BurstOptions): Promise<Ledger> {
  const ledger: Ledger = {
    reservations: new Map(),
    cancelled: new Set(),
    loans: new Map(),
    returned: new Set(),
    uncertainReservations: new Set(),
    uncertainLoans: new Set(),
    unexpected: [],
    acknowledged: 0,
  };
  const handinDate = new Date(Date.now() + 14 * DAY_MS).toISOString().slice(0, 10);
  const activeLoans: number[] = [];
  const acknowledge = (record: () => void) => {
    record();
    ledger.acknowledged += 1;
  };

  async function worker(index: number) {
    const url = urls[index % urls.length] as string;
    const loaner = lab.loaners[index % lab.loaners.length];
    if (!loaner) throw new Error('the lab has no loaners');
    /** One call; false when the server gave no answer (then the burst is over for this worker). */
    const attempt = async (
      method: string,
      path: string,
      token: string,
      expected: number[],
      json?: unknown,
    ): Promise<{ status: number; body: unknown } | undefined> => {
      try {
        const answer = await call(url, method, path, { token, json });
        if (!expected.includes(answer.status)) {
          ledger.unexpected.push(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
        }
        return answer;
      } catch {
        return undefined;
      }
    };

    /** Hands in the oldest active loan; false when the server gave no answer. */
    const handInOldest = async (): Promise<boolean> => {
      const loanId = activeLoans.shift();
      if (loanId === undefined) return true;
      const handedIn = await attempt('DELETE', `/api/Loans/${loanId}?status=0`, lab.clerk.token, [204]);
      if (!handedIn) ledger.uncertainLoans.add(loanId);
      else if (handedIn.status === 204) acknowledge(() => ledger.returned.add(loanId));
      return handedIn !== undefined;
    };

    /** Cancels one of this worker's reservations; false when the server gave no answer. */
    const cancel = async (reservationId: number): Promise<boolean> => {
      const cancelled = await attempt('DELETE', `/api/Reservations/User/${reservationId}`, loaner.token, [204]);
      if (!cancelled) ledger.uncertainReservations.add(reservationId);
      else if (cancelled.status === 204) acknowledge(() => ledger.cancelled.add(reservationId));
      return cancelled !== undefined;
    };

    const kept: number[] = [];
    /** Frees a component: takes the oldest loan back, else gives up the oldest kept reservation. */
    const free = async (): Promise<boolean> => {
      if (activeLoans.length > 0) return handInOldest();
      const oldestKept = kept.shift();
      return oldestKept !== undefined && cancel(oldestKept);
    };
    /** Hands the reservation out; false when the server gave no answer. */
    const handOut = async (reservationId: number, componentId: number): Promise<boolean> => {
      const handout = { reservationId, componentId, loanerId: loaner.loanerId, handinDate };
      const loan = await attempt('POST', '/api/Loans', lab.clerk.token, [201], handout);
      if (!loan) ledger.uncertainReservations.add(reservationId);
      else if (loan.status === 201) {
        const { loanId } = loan.body as { loanId: number };
        acknowledge(() => ledger.loans.set(loanId, { reservationId, componentId }));
        activeLoans.push(loanId);
      }
      return loan !== undefined;
    };

    // A cycle of four reservations: hand out, cancel, hand out and take a loan back, keep.
    for (let step = 0; !stop(ledger); step++) {
      const reserved = await attempt('POST', `/api/Reservations/${lab.componentTypeId}`, loaner.token, [201, 409]);
      if (!reserved) return;
      if (reserved.status === 409) {
        // Nothing left to reserve; end when this worker has nothing to free either.
        if (!(await free())) return;
        continue;
      }
      if (reserved.status !== 201) continue;
      const { reservationId, component } = reserved.body as {
        reservationId: number;
        component: { componentId: number };
      };
      acknowledge(() =>
        ledger.reservations.set(reservationId, { componentId: component.componentId, loanerId: loaner.loanerId }),
      );
      const cycle = step % 4;
      if (cycle === 3) kept.push(reservationId);
      else if (cycle === 1) {
        if (!(await cancel(reservationId))) return;
      } else if (!(await handOut(reservationId, component.componentId)) || (cycle === 2 && !(await handInOldest()))) {
        return;
      }
    }
  }

  await Promise.all(Array.from({ length: workers }, (_, i) => worker(i)));
  return ledger;
}
