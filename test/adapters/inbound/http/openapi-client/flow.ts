/**
 * A third party's client, written against nothing but the types openapi-typescript generates from
 * /openapi.json (openapi-schema.ts, made by openapi-client.test.ts, which typechecks this file
 * against them and runs it): create an itinerary, merge-patch it with the ETag it came with, read it
 * back, and see a patch with the stale ETag refused.
 */
import createClient from 'openapi-fetch';
import type { components, paths } from './openapi-schema.js';

type Itinerary = components['schemas']['Itinerary'];
type Problem = components['schemas']['Problem'];

export interface Flow {
  created: { status: number; etag: string | null; itinerary: Itinerary };
  patched: { status: number; etag: string | null; itinerary: Itinerary };
  stale: { status: number; problem: Problem };
  read: { status: number; etag: string | null; itinerary: Itinerary };
}

export async function createPatchGet(baseUrl: string, token: string): Promise<Flow> {
  const client = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${token}` } });

  const created = await client.POST('/v1/itinerary', {
    body: {
      title: 'Three days in Rome',
      destination: 'Rome, Italy',
      center: { latitude: 41.9028, longitude: 12.4964 },
      startDate: '2026-05-01',
      summary: 'Ancient Rome first.',
      days: [{ title: 'Ancient Rome', stops: [{ name: 'Colosseum', durationMinutes: 120 }] }],
    },
  });
  if (!created.data) throw new Error(`create: ${created.response.status} ${JSON.stringify(created.error)}`);
  const itineraryId = created.data.id;
  const etag = created.response.headers.get('ETag');

  const patch = (ifMatch: string) =>
    client.PATCH('/v1/itinerary/{itineraryId}', {
      params: { path: { itineraryId }, header: { 'If-Match': ifMatch } },
      // A merge patch: title replaced, summary cleared (null), the rest kept.
      body: { title: 'Four days in Rome', summary: null },
    });
  const patched = await patch(etag ?? '*');
  if (!patched.data) throw new Error(`patch: ${patched.response.status} ${JSON.stringify(patched.error)}`);

  const stale = await patch(etag ?? '*');
  if (!stale.error) throw new Error(`a patch with a stale ETag passed: ${stale.response.status}`);

  const read = await client.GET('/v1/itinerary/{itineraryId}', { params: { path: { itineraryId } } });
  if (!read.data) throw new Error(`get: ${read.response.status} ${JSON.stringify(read.error)}`);

  return {
    created: { status: created.response.status, etag, itinerary: created.data },
    patched: { status: patched.response.status, etag: patched.response.headers.get('ETag'), itinerary: patched.data },
    stale: { status: stale.response.status, problem: stale.error },
    read: { status: read.response.status, etag: read.response.headers.get('ETag'), itinerary: read.data },
  };
}
