// class-transformer's @Type reads design-time metadata through the Reflect API.
import 'reflect-metadata';
import { Exclude, Transform, Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';
import { isCurrencyCode, isIataAirportCode } from '../../../../domain/shared/codes.js';
import { isCalendarDate, isDateTimeWithOffset } from '../../../../domain/shared/dates.js';
import { isHttpUrl } from '../../../../domain/shared/urls.js';
import { isNonBlank } from '../../../../domain/shared/values.js';

/** Decorators for request DTOs. Format checks call the domain's own predicates, so both agree. */

/** Request-size bounds (not invariants): lengths of strings and arrays one request may carry. */
export const LIMITS = { shortText: 500, longText: 10_000, items: 1_000 } as const;

const predicate =
  (name: string, test: (value: unknown) => boolean, message: string) =>
  (options?: ValidationOptions): PropertyDecorator =>
    ValidateBy({ name, validator: { validate: (value: unknown) => test(value), defaultMessage: () => message } }, options);

export const IsNotBlank = predicate('isNotBlank', isNonBlank, 'must not be blank');
export const IsCalendarDate = predicate('isCalendarDate', isCalendarDate, 'must be a real calendar date as YYYY-MM-DD');
export const IsDateTimeWithOffset = predicate(
  'isDateTimeWithOffset',
  isDateTimeWithOffset,
  'must be a date-time with an offset, e.g. 2025-05-01T09:30:00+02:00',
);
export const IsHttpUrl = predicate('isHttpUrl', isHttpUrl, 'must be an absolute http(s) URL');
export const IsCurrencyCode = predicate('isCurrencyCode', isCurrencyCode, 'must be an ISO 4217 currency code, e.g. EUR');
export const IsIataCode = predicate('isIataCode', isIataAirportCode, 'must be an IATA airport code, e.g. FCO');

const compose =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorate of decorators) decorate(target, key);
  };

/** A required field: "is required" when absent, then the checks in the order given. */
export const Required = (...checks: PropertyDecorator[]): PropertyDecorator =>
  compose(IsDefined({ message: 'is required' }), ...checks);

/** A server-set field: accepted and dropped, so a client may send back what it read (DESIGN.md §2). */
export const Ignored = (): PropertyDecorator => compose(Allow(), Exclude());

/** An optional field; null passes here (a merge patch clears with it) and the domain decides what null means. */
export const Optional = (...checks: PropertyDecorator[]): PropertyDecorator => compose(IsOptional(), ...checks);

export const OptionalText = (max: number = LIMITS.shortText): PropertyDecorator =>
  Optional(IsString(), MaxLength(max));

/** Codes are compared upper-case; clients may send them in either case. */
export const UpperCase = (): PropertyDecorator =>
  Transform(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value));

export const OptionalObject = (type: () => new () => object): PropertyDecorator =>
  Optional(IsObject(), ValidateNested(), Type(type));

export const OptionalList = (type: () => new () => object, max: number = LIMITS.items): PropertyDecorator =>
  Optional(IsArray(), ArrayMaxSize(max), IsObject({ each: true }), ValidateNested({ each: true }), Type(type));
