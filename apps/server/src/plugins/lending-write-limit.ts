import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { tooManyRequests } from '../lib/errors.js';
import { currentUser } from './auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A lending write a user makes for themselves: counted against their LENDING_WRITES_PER_MINUTE. */
    lendingWrite?: boolean;
  }
}

/**
 * One budget per signed-in user, shared by every lending write they make for themselves (reserve, book, join a
 * waiting list, ask for an extension, and taking each back): a person clicking never meets it, a script hammering
 * the lending rules does, before its requests reach them. The counter's Clerk calls are not counted. Each replica
 * counts on its own. Needs the security plugin's rate limiter (registered before).
 */
export const lendingWriteLimitPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const countLendingWrite = app.createRateLimit({
    max: config.LENDING_WRITES_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request) => `lending writes of ${currentUser(request).loanerId}`,
  });
  // After the access guard (onRequest), which knows the user; before the body is checked, so refused ones count.
  app.addHook('preValidation', async (request, reply) => {
    if (!request.routeOptions.config?.lendingWrite) return;
    const limit = await countLendingWrite(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw tooManyRequests(
        `Too many lending requests: at most ${config.LENDING_WRITES_PER_MINUTE} a minute. Try again in ${limit.ttlInSeconds} seconds.`,
      );
    }
  });
});
