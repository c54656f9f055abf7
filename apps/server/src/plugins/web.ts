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
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.toLowerCase();
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/idp/');
    if (!isApi && hasWebApp && (request.method === 'GET' || request.method === 'HEAD')) {
      // Client-side routes: a file in the root (e.g. /blank.html, /logo.svg) or the app shell.
      const file = url.split('?')[0] ?? '/';
      const candidate = path.join(options.root, path.normalize(file).replace(/^(\.\.[/\\])+/, ''));
      if (file !== '/' && existsSync(candidate) && candidate.startsWith(options.root) && path.extname(candidate)) {
        return reply.header('Cache-Control', 'no-cache').sendFile(path.relative(options.root, candidate));
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendProblem(reply, 404, `No route ${request.method} ${request.url.split('?')[0]}`);
  });
}
