import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import { currentUser } from '../../plugins/auth.js';

/** Who makes a change and when: a signed-in loaner, or the system (`loanerId` null) for the jobs. */
export interface Actor {
  loanerId: number | null;
  at: Date;
}

/** The signed-in caller of a role or 'signedIn' route, now by the app's clock. */
export function actorOf(request: FastifyRequest, clock: Clock): Actor {
  return { loanerId: currentUser(request).loanerId, at: clock.now() };
}

export function systemActor(clock: Clock): Actor {
  return { loanerId: null, at: clock.now() };
}
