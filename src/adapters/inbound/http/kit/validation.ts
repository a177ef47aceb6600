import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import type { FieldError } from '../../../../domain/shared/domain-error.js';
import { at, index } from '../../../../domain/shared/field-path.js';
import type { ParamFormat } from './route-definition.js';
import { HttpProblem } from './problem.js';
import { cacheValidationMetadata } from './validation-metadata-cache.js';

cacheValidationMetadata();

/** 400 validationFailed listing every problem with its path (`days[0].stops[1].name`; '' is the body). */
export const invalid = (errors: FieldError[]): HttpProblem =>
  new HttpProblem('validationFailed', errors.map((e) => `${e.path || 'body'}: ${e.message}`).join('; '), { errors });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

/** Ids of sub-items are strings chosen by clients (DESIGN.md §3); this bounds them. */
const MAX_PARAM_LENGTH = 200;

/** Path parameters against their formats: a UUID, or a non-empty string of bounded length. */
export function checkParams(params: Record<string, string>, formats: Record<string, ParamFormat> = {}): void {
  const errors = Object.entries(params).flatMap(([name, value]): FieldError[] => {
    if (formats[name] === 'uuid') return isUuid(value) ? [] : [{ path: name, message: 'must be a UUID' }];
    return value.length > 0 && value.length <= MAX_PARAM_LENGTH
      ? []
      : [{ path: name, message: `must be 1 to ${MAX_PARAM_LENGTH} characters` }];
  });
  if (errors.length > 0) throw invalid(errors);
}

/**
 * A DTO from untrusted JSON: class-transformer builds it (no implicit conversions), class-validator
 * checks it with unknown fields refused at every depth. Returns plain JSON again (no class instances,
 * no undefined keys), so what reaches the domain and its events is data only.
 */
export function validateDto<T extends object>(dto: ClassConstructor<T>, plain: Record<string, unknown>): T {
  if (isEmpty(plain)) return validateEmpty(dto);
  return validateNow(dto, plain);
}

/**
 * An empty object (most query strings: none) validates the same way every time: the first outcome
 * per DTO class is kept, the result as JSON (each caller gets its own copy, parsed from it far faster
 * than structuredClone copies an object) or the same problem.
 */
const emptyOutcomes = new WeakMap<ClassConstructor<object>, { json: string } | { problem: unknown }>();

function validateEmpty<T extends object>(dto: ClassConstructor<T>): T {
  let outcome = emptyOutcomes.get(dto);
  if (!outcome) {
    try {
      outcome = { json: JSON.stringify(validateNow(dto, {})) };
    } catch (problem) {
      outcome = { problem };
    }
    emptyOutcomes.set(dto, outcome);
  }
  if ('problem' in outcome) throw outcome.problem;
  return JSON.parse(outcome.json) as T;
}

const isEmpty = (plain: Record<string, unknown>): boolean => {
  for (const _ in plain) return false;
  return Object.getOwnPropertySymbols(plain).length === 0;
};

function validateNow<T extends object>(dto: ClassConstructor<T>, plain: Record<string, unknown>): T {
  const instance = plainToInstance(dto, plain, { enableImplicitConversion: false });
  const errors = validateSync(instance, {
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
    validationError: { target: false, value: true },
  });
  if (errors.length > 0) throw invalid(fieldErrors(errors, '', false));
  return JSON.parse(JSON.stringify(instance)) as T;
}

function fieldErrors(errors: ValidationError[], base: string, inArray: boolean): FieldError[] {
  return errors.flatMap((error) => {
    const path = inArray ? index(base, Number(error.property)) : at(base, error.property);
    const own = Object.entries(error.constraints ?? {}).map(([name, message]) => ({
      path,
      message: messageOf(name, message, error),
    }));
    return [...own, ...fieldErrors(error.children ?? [], path, Array.isArray(error.value))];
  });
}

/** Where class-validator's own wording would confuse (it names the field and its internals). */
const MESSAGES: Record<string, string> = {
  whitelistValidation: 'is not a known field',
  nestedValidation: 'must be an object',
  isObject: 'must be an object',
  isNumber: 'must be a finite number',
};

function messageOf(constraint: string, message: string, error: ValidationError): string {
  const objects = constraint === 'isObject' || constraint === 'nestedValidation';
  if (objects && Array.isArray(error.value)) return 'must be a list of objects';
  return MESSAGES[constraint] ?? withoutSubject(message, error.property);
}

/** class-validator says "name must be a string"; the path already names the field. */
const withoutSubject = (message: string, property: string): string =>
  message.startsWith(`${property} `) ? message.slice(property.length + 1) : message;
