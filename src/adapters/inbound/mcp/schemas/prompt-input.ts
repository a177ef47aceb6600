import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import type { ClassConstructor } from 'class-transformer';
import { checkDto } from '../../shapes/check.js';
import { dtoStandardSchema } from './dto-standard-schema.js';

/**
 * A prompt's arguments, declared as a class-validator DTO like every other shape, bridged to the
 * SDK's schema interface (Standard Schema with JSON Schema). Unlike a tool's (tool-input.ts), the SDK
 * checks them itself: a bad argument to prompts/get is a JSON-RPC invalid-params error that names
 * each field, and prompts/list shows the arguments from the JSON Schema.
 */
export function promptInput<Args extends object>(dto: ClassConstructor<Args>): StandardSchemaWithJSON<Args, Args> {
  return dtoStandardSchema<Args>(dto, (value) => {
    const checked = checkDto(dto, (value ?? {}) as Record<string, unknown>);
    if (checked.errors) return { issues: checked.errors.map((error) => ({ message: `${error.path}: ${error.message}`, path: [error.path] })) };
    return { value: checked.value };
  });
}
