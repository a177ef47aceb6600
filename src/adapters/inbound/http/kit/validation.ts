import type { ClassConstructor } from 'class-transformer';
import type { FieldError } from '../../../../domain/shared/domain-error.js';
import { checkDto } from '../../shapes/check.js';
import { isUuid } from '../../shapes/decorators.js';
import type { ParamFormat } from './route-definition.js';
import { HttpProblem } from './problem.js';


/** 400 validationFailed listing every problem with its path (`days[0].stops[1].name`; '' is the body). */
export const invalid = (errors: FieldError[]): HttpProblem =>
  new HttpProblem('validationFailed', errors.map((e) => `${e.path || 'body'}: ${e.message}`).join('; '), { errors });


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

/** A DTO from untrusted JSON (shapes/check.ts), or 400 validationFailed. */
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
  const checked = checkDto(dto, plain);
  if (checked.errors) throw invalid(checked.errors);
  return checked.value;
}
