import type { ClassConstructor } from 'class-transformer';
import type { FieldError } from '../../../../domain/shared/domain-error.js';
import { checkDto } from '../../shapes/check.js';
import { isUuid } from '../../shapes/decorators.js';
import type { ParamFormat } from './route-definition.js';
import { HttpProblem } from './problem.js';
import { rememberingEmptyInput, type ValidateDto } from './tuning/empty-input-memo.js';

/** 400 validationFailed listing every problem with its path (`days[0].stops[1].name`; '' is the body). */
export const invalid = (errors: FieldError[]): HttpProblem =>
  new HttpProblem('validationFailed', errors.map((e) => `${e.path || 'body'}: ${e.message}`).join('; '), { errors });

/** Ids of sub-items are strings chosen by clients (docs/design.md §3); this bounds them. */
export const MAX_PARAM_LENGTH = 200;

/**
 * Path parameters against their formats: a UUID, or a non-empty string of bounded length. Errors
 * name a parameter as clients know it (`publicNames`: path-names.ts).
 */
export function checkParams(
  params: Record<string, string>,
  formats: Record<string, ParamFormat> = {},
  publicNames: Record<string, string> = {},
): void {
  const errors = Object.entries(params).flatMap(([name, value]): FieldError[] => {
    const path = publicNames[name] ?? name;
    if (formats[name] === 'uuid') return isUuid(value) ? [] : [{ path, message: 'must be a UUID' }];
    return value.length > 0 && value.length <= MAX_PARAM_LENGTH
      ? []
      : [{ path, message: `must be 1 to ${MAX_PARAM_LENGTH} characters` }];
  });
  if (errors.length > 0) throw invalid(errors);
}

/** A DTO from untrusted JSON (shapes/check.ts), or 400 validationFailed. */
function validateNow<T extends object>(dto: ClassConstructor<T>, plain: Record<string, unknown>): T {
  const checked = checkDto(dto, plain);
  if (checked.errors) throw invalid(checked.errors);
  return checked.value;
}

/** validateNow, with the tuning that remembers what an empty input gives. */
export const validateDto: ValidateDto = rememberingEmptyInput(validateNow);
