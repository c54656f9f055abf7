import { APP_VERSION, authConfig, environmentInfo } from '@labstock/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { webClientSettings } from '../../idp/client-settings.js';
import { labToday } from '../../lib/lab-date.js';
import { silentSignInFrame } from './silent-sign-in-frame.js';

/** What the web app learns about this deployment: its environment, version and the lab's today, and how to sign in. */
export const environmentRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Environment',
    {
      config: { access: 'signedIn' },
      schema: {
        operationId: 'getEnvironment',
        summary: "The server's environment and version",
        response: { 200: environmentInfo },
      },
    },
    async () => ({
      environment: ctx.config.APP_ENV,
      version: APP_VERSION,
      labToday: labToday(ctx),
    }),
  );

  // Public: the app needs it before anyone has signed in, the environment banner of the token screen too.
  const framable = silentSignInFrame(ctx.config, app.log);
  app.get(
    '/auth/config',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getAuthConfig',
        summary: 'The sign-in settings of the web app',
        response: { 200: authConfig },
      },
    },
    async () => ({
      ...webClientSettings(ctx.config),
      silentSignInFrame: await framable(),
      environment: ctx.config.APP_ENV,
    }),
  );
};
