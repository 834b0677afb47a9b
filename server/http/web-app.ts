import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './error-handler.ts';

/** Path prefixes that belong to the API; everything else is the single-page app. */
export const API_PREFIXES = ['/portal/', '/system/', '/captcha/', '/wx/', '/dev/'] as const;

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Serves the built SPA (`vite build` output) from the same origin as the API. Hashed assets are cached for a
 * year; index.html is never cached so a deploy takes effect at once. Unknown non-API GETs get index.html, and
 * the SPA shows its own 404. Without a build (API-only runs and tests) every unknown path gets the 404 envelope.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string | undefined): Promise<boolean> {
  if (!webDir || !existsSync(path.join(webDir, 'index.html'))) {
    app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    setHeaders(response, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname) && !pathname.startsWith('/assets/');
    if (!wantsPage) return sendNotFound(reply);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  });
  return true;
}
