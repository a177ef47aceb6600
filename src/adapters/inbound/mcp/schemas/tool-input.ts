import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import type { ClassConstructor } from 'class-transformer';
import { validationFailed } from '../../../../domain/shared/domain-error.js';
import { checkDto } from '../../shapes/check.js';
import { dtoStandardSchema } from './dto-standard-schema.js';

/** A tool's arguments: checked by a wire shape's class, as REST checks its bodies, and listed from it. */
export interface ToolInput<Args> {
  /** The arguments as the tool takes them, or validationFailed with each field's path (REST's 400). */
  check(args: unknown): Args;
  /** What the SDK is given: the JSON Schema tools/list shows; its own validation lets every value through. */
  readonly listing: StandardSchemaWithJSON;
}

/**
 * The bridge from a class-validator DTO to the MCP SDK's schema interface (Standard Schema with
 * JSON Schema). The JSON Schema is the DTO's (shapes/json-schemas.ts) as tools/list shows it
 * (listed-schema.ts). The SDK's validation is left open and the DTO checks the arguments when the
 * tool is called (tool-results.ts), so that bad arguments are a tool error with validationFailed and
 * each field's path, as REST answers a bad body, rather than the SDK's text-only refusal. `omit`
 * names fields of the DTO the tool does not take (an item's id in its patch): refused, and not listed.
 */
export function toolInput<Args extends object>(dto: ClassConstructor<Args>, omit: readonly string[] = []): ToolInput<Args> {
  return {
    check(args) {
      if (typeof args !== 'object' || args === null || Array.isArray(args)) {
        throw validationFailed([{ path: '', message: 'the arguments must be an object' }]);
      }
      const omitted = omit.filter((name) => name in args).map((path) => ({ path, message: 'is not a known field' }));
      const checked = checkDto(dto, args as Record<string, unknown>);
      if (omitted.length > 0 || checked.errors) throw validationFailed([...omitted, ...(checked.errors ?? [])]);
      return checked.value;
    },
    listing: dtoStandardSchema(dto, (value) => ({ value }), omit),
  };
}
