import type { Tool } from '@modelcontextprotocol/server';
import { modernHeaders, modernMessage } from './mcp-wire.js';
import type { Router } from 'express';
import { DeclaredRoutes, MethodNotAllowed } from '../../src/adapters/inbound/http/kit/declared-routes.js';
import type { AnyRoute } from '../../src/adapters/inbound/http/kit/route-definition.js';
import type { HttpRouteModule } from '../../src/adapters/inbound/http/kit/route-module.js';
import type { RouteRegistry } from '../../src/adapters/inbound/http/kit/route-registry.js';
import { TOKENS } from '../../src/tokens.js';
import type { TestApp } from './app.js';

/**
 * What a running app serves, read from the app itself, so that tests walking "every route" (the
 * authorization matrix, the fuzzer) pick up a route or tool the day it is added.
 */

/** The declared /v1 routes of the app's registry, in declaration order. */
export const declaredRoutes = (app: TestApp): AnyRoute[] => app.container.get<RouteRegistry>(TOKENS.RouteRegistry).list();

/** `METHOD template` of a declared route, e.g. `PATCH /v1/itinerary/{id}`. */
export const routeKey = (route: AnyRoute): string => `${route.method} ${route.path}`;

/** `METHOD express-path` of what the app's route modules other than the declared routes mount under /v1 and /mcp. */
export function rawRoutes(app: TestApp): string[] {
  const found: string[] = [];
  const recorder: Router = new Proxy({} as Router, {
    get: (_target, method) => (path: unknown) => {
      if (typeof path === 'string' && typeof method === 'string' && !['use', 'all'].includes(method)) {
        found.push(`${method.toUpperCase()} ${path}`);
      }
      return recorder;
    },
  });
  for (const module of app.container.getAll<HttpRouteModule>(TOKENS.HttpRoutes)) {
    if (!(module instanceof DeclaredRoutes) && !(module instanceof MethodNotAllowed)) module.register(recorder);
  }
  return found.filter((key) => /^\S+ \/(v1|mcp)(\/|$)/.test(key));
}

export interface McpReply {
  status: number;
  body: any;
}

/** One JSON-RPC request to POST /mcp on revision 2026-07-28 (JSON answers), with or without a token. */
export async function postMcp(app: TestApp, token: string | undefined, method: string, params: object): Promise<McpReply> {
  const message = modernMessage(method, params as Record<string, unknown>);
  const res = await fetch(`${app.url}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...modernHeaders(message),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(message),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** Every tool /mcp lists, with its input schema (a token with every scope sees them all). */
export async function mcpTools(app: TestApp, token: string): Promise<Tool[]> {
  const listed = await postMcp(app, token, 'tools/list', {});
  if (listed.status !== 200 || !Array.isArray(listed.body?.result?.tools)) {
    throw new Error(`tools/list failed: ${listed.status} ${JSON.stringify(listed.body)}`);
  }
  return listed.body.result.tools as Tool[];
}
