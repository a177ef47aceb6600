import type { Router } from 'express';
import type { HttpRouteModule } from '../../kit/route-module.js';

/** A map pin on a route: one small SVG, drawn for this service. */
const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1d4ed8"/><path d="M16 5a8 8 0 0 0-8 8c0 6 8 14 8 14s8-8 8-14a8 8 0 0 0-8-8z" fill="#fff"/><circle cx="16" cy="13" r="3" fill="#1d4ed8"/></svg>`;

export const FAVICON_PATH = '/favicon.svg';

/**
 * The pages' icon, so that a browser's automatic /favicon.ico is not a 404 on every page. Both paths
 * answer the SVG (browsers take an SVG icon at /favicon.ico when it says it is one).
 */
export class Favicon implements HttpRouteModule {
  readonly name = 'favicon';
  readonly stage = 'raw' as const;

  register(router: Router): void {
    for (const path of [FAVICON_PATH, '/favicon.ico']) {
      router.get(path, (_req, res) => {
        res.set({ 'Cache-Control': 'public, max-age=604800', 'X-Content-Type-Options': 'nosniff' }).type('image/svg+xml').send(ICON);
      });
    }
  }
}
