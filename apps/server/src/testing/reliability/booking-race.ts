import { addDays } from '../../lib/lab-date.js';
import type { Answer } from '../lab-api.js';

/** Someone who sends requests: the lab's Clerk or a loaner, by the product token. */
export interface Sender {
  loanerId: number;
  token: string;
}

/** One type's lab: its components, a Clerk who hands out and books for others, and loaners who book and reserve. */
export interface RaceLab {
  componentTypeId: number;
  componentIds: number[];
  clerk: Sender;
  loaners: Sender[];
}

/** POSTs one request through the `lane`-th way in (a server process, when there are several). */
export type Send = (lane: number, path: string, from: Sender, json?: unknown) => Promise<Answer>;

export interface RaceAnswers {
  /** Each request as `path body` with its answer. */
  answers: { request: string; status: number; body: unknown }[];
  /** Requests answered neither 201 nor a 409 problem: a refusal must say why, never fail. */
  unexplained: string[];
}

/** A 409 problem (RFC 9457) that names what stopped the request. */
function isConflictProblem(answer: Answer): boolean {
  const body = answer.body as { status?: unknown; detail?: unknown } | undefined;
  return answer.status === 409 && body?.status === 409 && typeof body.detail === 'string' && body.detail.length > 0;
}

/**
 * Every action that adds a claim on the one type, `rounds` times over and all at once: loaners book ahead (1–3
 * units over overlapping periods, some from today), the Clerk books 4 for a loaner, loaners reserve, and the
 * Clerk hands out a named component and a pair at the counter, with return dates across the booked days. The
 * requests take turns over `lanes` ways in. Each must be taken (201) or refused with a 409 problem.
 */
export async function raceForOneType(
  lab: RaceLab,
  send: Send,
  { today, rounds, lanes }: { today: string; rounds: number; lanes: number },
): Promise<RaceAnswers> {
  const { componentTypeId, componentIds, clerk, loaners } = lab;
  const requests: [path: string, from: Sender, json?: unknown][] = [];
  const componentAt = (i: number) => componentIds[i % componentIds.length] as number;
  for (let i = 0; i < rounds; i++) {
    const loaner = loaners[i % loaners.length] as Sender;
    const from = addDays(today, i % 5);
    requests.push(
      ['/api/Bookings', loaner, { componentTypeId, quantity: 1 + (i % 3), from, to: addDays(from, 2 + (i % 4)) }],
      [
        '/api/Bookings',
        clerk,
        { componentTypeId, quantity: 4, from: addDays(today, 2), to: addDays(today, 6), loanerId: loaner.loanerId },
      ],
      [`/api/Reservations/${componentTypeId}`, loaner],
      [
        '/api/Loans/available',
        clerk,
        { componentId: componentAt(i), loanerId: loaner.loanerId, handinDate: addDays(today, 3 + (i % 10)) },
      ],
      [
        '/api/Loans/batch',
        clerk,
        {
          loanerId: loaner.loanerId,
          handinDate: addDays(today, 1 + (i % 8)),
          componentIds: [componentAt(i + 2), componentAt(i + 3)],
        },
      ],
    );
  }
  const answers = await Promise.all(
    requests.map(async ([path, from, json], index) => {
      const answer = await send(index % lanes, path, from, json);
      return { request: `${path} ${JSON.stringify(json ?? {})}`, ...answer };
    }),
  );
  const unexplained = answers
    .filter((answer) => answer.status !== 201 && !isConflictProblem(answer))
    .map((answer) => `${answer.request}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { answers, unexplained };
}
