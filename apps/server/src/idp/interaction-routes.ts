import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { errors, type default as Provider } from 'oidc-provider';
import { type AccountDirectory, signInForm } from './accounts.js';
import { IDP_PREFIX } from './client-settings.js';
import { demoAccounts } from './demo-accounts.js';
import { errorPage, SUBMIT_FORM_SCRIPT, SUBMIT_FORM_SCRIPT_PATH, signInPage } from './pages.js';
import { signInRateLimit } from './sign-in-rate-limit.js';

export interface InteractionRoutesOptions {
  provider: Provider;
  accounts: AccountDirectory;
}

const hidden = { hide: true };
const signInLimit = { rateLimit: signInRateLimit };

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

const loginAction = (uid: string) => `${IDP_PREFIX}/interaction/${encodeURIComponent(uid)}/login`;

/** What the user typed, to fill the form again after a mistake. */
function typedValues(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The sign-in (interaction) pages of the development provider, mounted under /idp. oidc-provider sends the
 * browser to /idp/interaction/{uid}; its interaction cookie says which sign-in request this is.
 */
export const interactionRoutes: FastifyPluginAsync<InteractionRoutesOptions> = async (app, { provider, accounts }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(SUBMIT_FORM_SCRIPT_PATH.slice(IDP_PREFIX.length), { schema: hidden }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SUBMIT_FORM_SCRIPT),
  );

  app.get('/interaction/:uid', { schema: hidden }, async (request, reply) => {
    const { uid } = await provider.interactionDetails(request.raw, reply.raw);
    return sendPage(reply, 200, signInPage({ action: loginAction(uid), demoAccounts }));
  });

  app.post('/interaction/:uid/login', { schema: hidden, config: signInLimit }, async (request, reply) => {
    const { uid } = await provider.interactionDetails(request.raw, reply.raw);
    const form = signInForm.safeParse(request.body ?? {});
    if (!form.success) {
      const error = form.error.issues[0]?.message ?? 'Check the form';
      return sendPage(
        reply,
        400,
        signInPage({ action: loginAction(uid), demoAccounts, error, typed: typedValues(request.body) }),
      );
    }
    const accountId = accounts.signIn(form.data);
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof errors.SessionNotFound) {
      return sendPage(
        reply,
        400,
        errorPage('Sign-in expired', 'This sign-in has expired. Go back to Labstock and sign in again.'),
      );
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500 && error instanceof Error)
      return sendPage(reply, status, errorPage('Sign-in failed', error.message));
    request.log.error({ err: error }, 'development sign-in page failed');
    return sendPage(
      reply,
      500,
      errorPage('Sign-in failed', 'Something went wrong. Go back to Labstock and try again.'),
    );
  });
};
