import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import type { FieldError } from '../../../domain/shared/domain-error.js';
import { at, index } from '../../../domain/shared/field-path.js';

/** A shape's verdict on untrusted JSON: the value as plain data, or every problem with its path. */
export type Checked<T> = { value: T; errors?: undefined } | { errors: FieldError[] };

/**
 * A DTO from untrusted JSON: class-transformer builds it (no implicit conversions), class-validator
 * checks it with unknown fields refused at every depth. The value is plain JSON again (no class
 * instances, no undefined keys), so what reaches the domain and its events is data only.
 */
export function checkDto<T extends object>(dto: ClassConstructor<T>, plain: Record<string, unknown>): Checked<T> {
  const instance = plainToInstance(dto, plain, { enableImplicitConversion: false });
  const errors = validateSync(instance, {
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
    validationError: { target: false, value: true },
  });
  if (errors.length > 0) return { errors: fieldErrors(errors, '', false) };
  return { value: JSON.parse(JSON.stringify(instance)) as T };
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
