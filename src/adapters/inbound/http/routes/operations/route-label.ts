import type { Request } from 'express';

const templates = new Map<string, string>();

/**
 * The route a request matched as an OpenAPI-style template (/v1/itinerary/{id}), for metrics and
 * logs: never the raw path, whose ids would make a label per itinerary. Requests that no route of
 * ours matched fall into a few fixed groups.
 */
export function routeLabel(req: Request, status: number): string {
  if (req.routeTemplate !== undefined) return req.routeTemplate;
  const path = req.route?.path;
  if (typeof path === 'string') {
    const key = `${req.baseUrl}${path}`;
    let template = templates.get(key);
    if (template === undefined) {
      template = key.replace(/:([A-Za-z][A-Za-z0-9]*)/g, '{$1}');
      templates.set(key, template);
    }
    return template;
  }
  if (req.originalUrl.startsWith('/oauth/')) return '/oauth/*';
  if (req.originalUrl.startsWith('/.well-known/')) return '/.well-known/*';
  return status === 404 ? 'unmatched' : 'other';
}
