import type { Request, Response } from 'express';
import express from 'express';
import type { FieldError } from '../../../../domain/shared/domain-error.js';
import { at, index } from '../../../../domain/shared/field-path.js';
import { parserProblem } from './error-handler.js';
import { HttpProblem } from './problem.js';
import { invalid } from './validation.js';

/** docs/design.md §2: JSON bodies up to 1 MiB. */
export const JSON_LIMIT_BYTES = 1024 * 1024;
/** Deeper than any itinerary (body > days > stops > coordinate); bounds every recursive walk after this. */
const MAX_DEPTH = 16;
/**
 * More objects and arrays than an itinerary holds (a 90-day trip of 20 stops a day, with every list
 * full, stays well under). Checking a DTO costs about 50 µs of CPU per object (class-transformer and
 * class-validator), so a 1 MiB body of 300,000 empty objects, each list within its 1,000 items, held
 * the event loop for 15 s; this bounds the work of one request to a fraction of a second.
 */
const MAX_CONTAINERS = 10_000;
/** Keys that mean something to JavaScript objects; refused wherever they appear. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const readRaw = express.raw({ type: () => true, limit: JSON_LIMIT_BYTES });
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Whether a Content-Type names no charset or UTF-8, the only one JSON has (RFC 8259 §8.1). */
export function declaresUtf8OrNothing(contentType: string | undefined): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  return charset === undefined || charset === 'utf-8' || charset === 'utf8';
}

/** The text of JSON bytes, which are UTF-8 (RFC 8259 §8.1): throws on other bytes, never replaces them with U+FFFD. */
export const utf8Text = (bytes: Uint8Array): string => utf8.decode(bytes);

/** The request body's bytes (gzip/deflate undone), or undefined when the request has none. */
export async function readBodyBytes(req: Request, res: Response): Promise<Buffer | undefined> {
  await new Promise<void>((resolve, reject) => {
    readRaw(req, res, (error?: unknown) => {
      if (error === undefined) return resolve();
      const problem = parserProblem(error);
      reject(problem ? new HttpProblem(problem.code as HttpProblem['code'], problem.detail) : error);
    });
  });
  return Buffer.isBuffer(req.body) && req.body.length > 0 ? req.body : undefined;
}

/**
 * A JSON object from the body: application/json (or +json) in UTF-8, well-formed, an object at the
 * top, no deeper than MAX_DEPTH, and without prototype-polluting keys. Every failure is a 4xx.
 */
export function parseJsonObject(req: Request, bytes: Buffer | undefined): Record<string, unknown> {
  if (bytes === undefined) throw invalid([{ path: '', message: 'a JSON object is required as the request body' }]);
  if (!req.is(['application/json', 'application/*+json'])) {
    throw new HttpProblem('unsupportedMediaType', 'Send the body as application/json.');
  }
  if (!declaresUtf8OrNothing(req.headers['content-type'])) {
    throw new HttpProblem('unsupportedMediaType', 'JSON bodies must be UTF-8.');
  }
  let value: unknown;
  try {
    value = JSON.parse(utf8Text(bytes));
  } catch {
    throw invalid([{ path: '', message: 'is not well-formed JSON in UTF-8' }]);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid([{ path: '', message: 'must be a JSON object' }]);
  }
  const problems = unsafeKeyProblems(value);
  if (problems.length > 0) throw invalid(problems);
  return value as Record<string, unknown>;
}

/**
 * Too deep a nesting, more objects and arrays than MAX_CONTAINERS, or keys that mean something to
 * JavaScript objects, with their paths. The walk stops once the count is over.
 */
export function unsafeKeyProblems(value: unknown): FieldError[] {
  const budget = { left: MAX_CONTAINERS };
  const problems = shapeProblems(value, '', 0, budget);
  return budget.left < 0 ? [{ path: '', message: `holds more than ${MAX_CONTAINERS} objects and arrays` }] : problems;
}

function shapeProblems(value: unknown, path: string, depth: number, budget: { left: number }): FieldError[] {
  if (typeof value !== 'object' || value === null || --budget.left < 0) return [];
  if (depth >= MAX_DEPTH) return [{ path, message: `nests deeper than ${MAX_DEPTH} levels` }];
  const problems: FieldError[] = [];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length && budget.left >= 0; i += 1) problems.push(...shapeProblems(value[i], index(path, i), depth + 1, budget));
    return problems;
  }
  for (const key of Object.keys(value)) {
    if (budget.left < 0) break;
    if (FORBIDDEN_KEYS.has(key)) problems.push({ path: at(path, key), message: 'is not an allowed field name' });
    else problems.push(...shapeProblems((value as Record<string, unknown>)[key], at(path, key), depth + 1, budget));
  }
  return problems;
}
