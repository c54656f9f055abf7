import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from './errors.js';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached,
 * and index.html for every client route (the app's router takes over).
 * A page asked for at another address than PUBLIC_URL's is sent there: the page's Content-Security-Policy, the
 * sign-in issuer and the provider's redirect URIs all name that one origin, so sign-in works only there.
 */
export async function webPlugin(app: FastifyInstance, options: { root: string; publicUrl: string }) {
  const hasWebApp = existsSync(path.join(options.root, 'index.html'));
  const publicUrl = new URL(options.publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (!isPage(request.method, request.url) || addressedHost(request, publicUrl.protocol) === publicUrl.host) return;
    return reply.redirect(`${publicUrl.origin}${request.url}`, 302);
  });
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        reply.header('Cache-Control', cacheControl(path.relative(options.root, filePath)));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (hasWebApp && isPage(request.method, request.url)) {
      // A file of the build made after the server started (e.g. /assets/index-Abc123.js), or a client route.
      const file = builtFile(options.root, pathname);
      if (file) return reply.header('Cache-Control', cacheControl(file)).sendFile(file);
      // A missing script or style is a 404: the app shell in its place would be run or parsed as one.
      if (pathname.toLowerCase().startsWith('/assets/')) return sendProblem(reply, 404, `No file ${pathname}`);
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendProblem(reply, 404, `No route ${request.method} ${pathname}`);
  });
}

/**
 * A page address the router cannot decode (`/components/details/%E0%A4%A`) gets the app shell, whose router shows
 * its "not found" page, instead of a problem the browser would show as raw JSON. False when it is no such request.
 */
export function sendShellForUndecodableAddress(
  root: string,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): boolean {
  const shell = path.join(root, 'index.html');
  if (error.code !== 'FST_ERR_BAD_URL' || !isPage(request.method, request.url) || !existsSync(shell)) return false;
  reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(readFileSync(shell));
  return true;
}

/**
 * A GET or HEAD of the web app (a client route or one of its files), not of the API, the sign-in provider or the
 * metrics (which Prometheus scrapes at whatever address reaches this process).
 */
function isPage(method: string, url: string): boolean {
  const lower = (url.split('?')[0] ?? '/').toLowerCase();
  const isApi = lower === '/api' || lower.startsWith('/api/') || lower.startsWith('/idp/') || lower === '/metrics';
  return !isApi && (method === 'GET' || method === 'HEAD');
}

/**
 * The host the browser asked for: a proxy's X-Forwarded-Host, else Host, default port left out. Read without
 * TRUST_PROXY: whoever writes it can only send themselves to PUBLIC_URL.
 */
function addressedHost(request: FastifyRequest, protocol: string): string | undefined {
  const forwarded = request.headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() || request.headers.host;
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return undefined;
  }
}

/** Hashed assets never change under their name; everything else is revalidated. */
function cacheControl(relativePath: string): string {
  return relativePath.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The path of a file inside the build folder named by the request path, or null (never outside the folder). */
function builtFile(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const candidate = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (!candidate.startsWith(root + path.sep) || !path.extname(candidate) || !existsSync(candidate)) return null;
  return path.relative(root, candidate);
}
