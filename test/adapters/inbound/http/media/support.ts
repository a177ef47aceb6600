import { Ajv2020 } from 'ajv/dist/2020.js';
import { expect } from 'chai';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TestApp } from '../../../../support/app.js';

/** Every file under DATA_DIR/blobs (complete blobs and `.pending` leftovers alike), sorted. */
export function blobFiles(app: TestApp): string[] {
  const root = join(app.dataDir, 'blobs');
  const walk = (dir: string): string[] => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return [];
    }
    return entries.flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [relative(root, join(dir, entry.name))]));
  };
  return walk(root).sort();
}

/** The blob ids stored under DATA_DIR/blobs (their data files). */
export const blobIds = (app: TestApp): string[] =>
  blobFiles(app)
    .filter((file) => file.endsWith('/data') && !file.startsWith('.pending'))
    .map((file) => file.split('/')[1]!);

/** The media id of a URL under BASE_URL/media/. */
export const mediaIdOf = (app: TestApp, url: string): string => {
  const prefix = `${app.url}/media/`;
  if (!url.startsWith(prefix)) throw new Error(`not a media URL: ${url}`);
  return decodeURIComponent(url.slice(prefix.length));
};

/** A request body that arrives in chunks (Transfer-Encoding: chunked, no Content-Length). */
export function chunked(parts: Uint8Array[]): { body: ReadableStream<Uint8Array>; duplex: 'half' } {
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next < parts.length) controller.enqueue(parts[next++]!);
      else controller.close();
    },
  });
  return { body, duplex: 'half' };
}

/** `count` chunks of `size` bytes each (zeros), for large bodies without one large buffer per chunk. */
export const zeros = (size: number, count: number): Uint8Array[] => {
  const chunk = new Uint8Array(size);
  return Array.from({ length: count }, () => chunk);
};

/** Checks a response body against a named schema of the app's own /openapi.json. */
export async function openApiMatcher(app: TestApp): Promise<(name: string, body: unknown) => void> {
  const { components } = (await (await fetch(`${app.url}/openapi.json`)).json()) as { components: object };
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema({ $id: 'https://openapi.test/doc', components });
  return (name, body) => {
    const validate = ajv.compile({ $ref: `https://openapi.test/doc#/components/schemas/${name}` });
    expect(validate(body), `${name}: ${JSON.stringify(validate.errors)}`).to.equal(true);
  };
}
