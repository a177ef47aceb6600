import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { ChangeItinerary } from '../../../../../src/application/itinerary/change-itinerary.js';
import type { EventStore, RecordedEvent } from '../../../../../src/application/ports/event-store.port.js';
import type { MemberRole } from '../../../../../src/domain/itinerary/types.js';
import { TOKENS } from '../../../../../src/tokens.js';
import type { TestApp } from '../../../../support/app.js';
import { createUser, issueToken } from '../../../../support/auth.js';

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body (undefined when empty); `any`, so assertions read it freely. */
  body: any;
}

export interface Call {
  token?: string;
  /** An object is sent as JSON; a string or Buffer as it is. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** One HTTP call to the app; JSON bodies get Content-Type application/json unless headers say otherwise. */
export async function call(app: TestApp, method: string, path: string, options: Call = {}): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | Buffer | undefined;
  if (typeof options.body === 'string' || Buffer.isBuffer(options.body)) body = options.body;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${app.url}${path}`, { method, headers: { ...headers, ...options.headers }, body });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, headers: res.headers, text, body: parsed };
}

/** Asserts an RFC 9457 problem with this code and status, whose type is the code's page (BASE_URL/problems/<code>). */
export function expectProblem(reply: Reply, status: number, code: string): void {
  expect(reply.status, reply.text).to.equal(status);
  expect(reply.headers.get('content-type')).to.contain('application/problem+json');
  expect(reply.body).to.include({ status, code });
  expect(reply.body.type).to.match(new RegExp(`^http://[^/]+/problems/${code}$`));
}

export interface Traveller {
  userId: string;
  token: string;
}

/** A real account with a real token (every API scope unless told). */
export async function traveller(
  app: TestApp,
  options: { plan?: 'free' | 'pro'; scopes?: string[]; firstParty?: boolean; displayName?: string } = {},
): Promise<Traveller> {
  const { userId } = await createUser(app, { plan: options.plan, displayName: options.displayName });
  const token = await issueToken(app, { userId, scopes: options.scopes, firstParty: options.firstParty });
  return { userId, token };
}

/** Another token of the same account (other scopes or app). */
export const tokenFor = (app: TestApp, who: Traveller, options: { scopes?: string[]; firstParty?: boolean }) =>
  issueToken(app, { userId: who.userId, ...options });

export const rome = (more: Record<string, unknown> = {}) => ({
  title: 'Roman holiday',
  destination: 'Rome',
  center: { latitude: 41.9028, longitude: 12.4964 },
  startDate: '2025-05-01',
  ...more,
});

/** Creates an itinerary (a fresh destination unless told, so duplicates never get in the way). */
export async function createItinerary(
  app: TestApp,
  who: Traveller,
  body: Record<string, unknown> = {},
): Promise<{ id: string; etag: string; body: Reply['body'] }> {
  const reply = await call(app, 'POST', '/v1/itinerary', { token: who.token, body: rome({ destination: `Rome ${randomUUID()}`, ...body }) });
  expect(reply.status, reply.text).to.equal(201);
  return { id: reply.body.id, etag: reply.headers.get('etag')!, body: reply.body };
}

/** Makes `member` an editor or viewer, as the owner would from a first-party app. */
export async function addMember(app: TestApp, itineraryId: string, owner: Traveller, member: Traveller, role: MemberRole): Promise<void> {
  await app.container.get<ChangeItinerary>(TOKENS.ChangeItinerary).execute(
    itineraryId,
    { type: 'AddMember', userId: member.userId, role },
    { userId: owner.userId, pro: true, firstParty: true },
    { actorId: owner.userId, clientId: 'test', correlationId: randomUUID(), causationId: randomUUID() },
  );
}

/** Removes `member`, as the owner would from a first-party app. */
export async function removeMember(app: TestApp, itineraryId: string, owner: Traveller, member: Traveller): Promise<void> {
  await app.container.get<ChangeItinerary>(TOKENS.ChangeItinerary).execute(
    itineraryId,
    { type: 'RemoveMember', userId: member.userId },
    { userId: owner.userId, pro: true, firstParty: true },
    { actorId: owner.userId, clientId: 'test', correlationId: randomUUID(), causationId: randomUUID() },
  );
}

export async function streamOf(app: TestApp, itineraryId: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const event of app.container.get<EventStore>(TOKENS.EventStore).readStream(`itinerary-${itineraryId}`)) {
    events.push(event);
  }
  return events;
}
