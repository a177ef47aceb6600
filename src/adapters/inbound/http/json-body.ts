import type { Request, Response } from 'express';
import express from 'express';
import type { FieldError } from '../../../domain/shared/domain-error.js';
import { at, index } from '../../../domain/shared/field-path.js';
import { parserProblem } from './error-handler.js';
import { HttpProblem } from './problem.js';
import { invalid } from './validation.js';

/** DESIGN.md §2: JSON bodies up to 1 MiB. */
export const JSON_LIMIT_BYTES = 1024 * 1024;
/** Deeper than any itinerary (body > days > stops > coordinate); bounds every recursive walk after this. */
const MAX_DEPTH = 16;
/** Keys that mean something to JavaScript objects; refused wherever they appear. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const readRaw = express.raw({ type: () => true, limit: JSON_LIMIT_BYTES });
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

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
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
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

/** Too deep a nesting, or keys that mean something to JavaScript objects, with their paths. */
export const unsafeKeyProblems = (value: unknown): FieldError[] => shapeProblems(value, '', 0);

function shapeProblems(value: unknown, path: string, depth: number): FieldError[] {
  if (typeof value !== 'object' || value === null) return [];
  if (depth >= MAX_DEPTH) return [{ path, message: `nests deeper than ${MAX_DEPTH} levels` }];
  if (Array.isArray(value)) return value.flatMap((item, i) => shapeProblems(item, index(path, i), depth + 1));
  return Object.keys(value).flatMap((key) =>
    FORBIDDEN_KEYS.has(key)
      ? [{ path: at(path, key), message: 'is not an allowed field name' }]
      : shapeProblems((value as Record<string, unknown>)[key], at(path, key), depth + 1),
  );
}
