import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from './errors.js';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached,
 * and index.html for every client route (the app's router takes over).
 */
export async function webPlugin(app: FastifyInstance, options: { root: string }) {
  const hasWebApp = existsSync(path.join(options.root, 'index.html'));
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
    const lower = pathname.toLowerCase();
    const isApi = lower === '/api' || lower.startsWith('/api/') || lower.startsWith('/idp/');
    if (!isApi && hasWebApp && (request.method === 'GET' || request.method === 'HEAD')) {
      // A file of the build made after the server started (e.g. /assets/index-Abc123.js), or a client route.
      const file = builtFile(options.root, pathname);
      if (file) return reply.header('Cache-Control', cacheControl(file)).sendFile(file);
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendProblem(reply, 404, `No route ${request.method} ${pathname}`);
  });
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
