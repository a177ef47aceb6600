import { statusOf } from './problem.js';
import { routeErrors, type AnyRoute } from './route-definition.js';

export const API_DOC = 'docs/api.md';
const BEGIN = /<!-- routes:begin[^>]*-->\n/;
const END = '<!-- routes:end -->';

/** The document with the table between its routes markers replaced by the one of `routes`. */
export function withRouteTable(document: string, routes: AnyRoute[]): string {
  const begin = BEGIN.exec(document);
  const end = document.indexOf(END);
  if (!begin || end < begin.index) throw new Error(`${API_DOC} lacks the routes markers`);
  const from = begin.index + begin[0].length;
  return `${document.slice(0, from)}${routeTable(routes)}\n${document.slice(end)}`;
}

/**
 * The Markdown table of docs/api.md, rendered from the route definitions themselves so that the docs
 * cannot drift from the code (a test compares them; `npm run docs:api` prints a fresh one).
 */
export function routeTable(routes: AnyRoute[]): string {
  const rows = routes.map((route) => {
    const success = Object.keys(route.responses).join(', ');
    const errors = routeErrors(route)
      .map((code) => ({ code, status: statusOf(code) }))
      .sort((a, b) => a.status - b.status || a.code.localeCompare(b.code))
      .map(({ code, status }) => `${status} ${code}`)
      .join(', ');
    const who = [
      route.access.role,
      route.access.membersOnly ? 'members only' : '',
      route.access.pro ? 'Pro' : '',
      route.access.firstPartyOnly ? 'first-party app' : '',
      route.access.ownApp ? 'its own app' : '',
    ]
      .filter(Boolean)
      .join(', ');
    const ifMatch = { required: 'required', optional: 'optional', none: '—' }[route.ifMatch ?? 'none'];
    return `| ${route.method} | \`${route.path}\` | \`${route.scope}\` | ${who} | ${ifMatch} | ${route.idempotent ? 'yes' : '—'} | ${success} | ${errors} |`;
  });
  return [
    '| method | path | scope | who | If-Match | Idempotency-Key | success | errors |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
