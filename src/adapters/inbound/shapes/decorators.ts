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
import { JSONSchema } from 'class-validator-jsonschema';
import { isCurrencyCode, isIataAirportCode } from '../../../domain/shared/codes.js';
import { isCalendarDate, isDateTimeWithOffset } from '../../../domain/shared/dates.js';
import { isHttpUrl } from '../../../domain/shared/urls.js';
import { isNonBlank } from '../../../domain/shared/values.js';
import type { FieldError } from '../../../domain/shared/domain-error.js';
import type { SchemaObject } from './schema-object.js';

/**
 * Decorators of the wire shapes: what class-validator checks on the way in, and what
 * class-validator-jsonschema reads for the schemas of OpenAPI and MCP (json-schemas.ts). Format
 * checks call the domain's own predicates, so both agree.
 */

/** Request-size bounds (not invariants): lengths of strings and arrays one request may carry. */
export const LIMITS = { shortText: 500, longText: 10_000, items: 1_000 } as const;

const predicate =
  (name: string, test: (value: unknown) => boolean, message: string) =>
  (options?: ValidationOptions): PropertyDecorator =>
    ValidateBy({ name, validator: { validate: (value: unknown) => test(value), defaultMessage: () => message } }, options);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Any version: ours are v7, which not every library's check knows. */
export const isUuid = (value: unknown): boolean => typeof value === 'string' && UUID.test(value);

export const IsUuid = predicate('isUuid', isUuid, 'must be a UUID');
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

/** Several property decorators as one. */
export const compose =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorate of decorators) decorate(target, key);
  };

/** The fields a whole one (a new item, a replacement, one inside a list), by class. */
const wholeFields = new Map<Function, readonly string[]>();

/**
 * The fields a whole one needs, which the domain checks ("name: is required"): its schema lists them
 * as required, while the class leaves them optional so that a merge patch of one can use it too. A
 * subclass states its own: Whole() takes its parent's; none at all, a patch (nothing required).
 */
export const Whole =
  (fields?: readonly string[]): ClassDecorator =>
  (target) => {
    wholeFields.set(target, fields ?? wholeFields.get(Object.getPrototypeOf(target) as Function) ?? []);
  };

/** What Whole() declared for exactly this class. */
export const wholeRequired = (dto: Function): readonly string[] => wholeFields.get(dto) ?? [];

/** Every class Whole() declared, by class name (the schemas' keys). */
export const wholeShapes = (): Map<string, readonly string[]> =>
  new Map([...wholeFields].map(([dto, fields]) => [dto.name, fields]));

/** The fields the domain reports missing in an empty item, but its id (the server assigns one when absent). */
export const requiredOf = (errorsOf: (item: never, path: string) => FieldError[]): string[] =>
  requiredBy(errorsOf).filter((name) => name !== 'id');

/** The fields the domain reports missing in an empty item: those every stored one has. */
export const requiredBy = (errorsOf: (item: never, path: string) => FieldError[]): string[] =>
  errorsOf({} as never, '')
    .filter((error) => error.message === 'is required')
    .map((error) => error.path);

/** A required field: "is required" when absent, then the checks in the order given. */
export const Required = (...checks: PropertyDecorator[]): PropertyDecorator =>
  compose(IsDefined({ message: 'is required' }), ...checks);

/** The response schemas of the ServerSet fields, by class. */
const serverSet = new Map<Function, Record<string, SchemaObject>>();

/**
 * A server-set field: accepted whatever it holds and dropped in a request, so a client may send back
 * what it read (docs/design.md §2); `schema` is what a response holds in it (views.ts).
 */
export const ServerSet = (schema: SchemaObject): PropertyDecorator =>
  compose(Allow(), Exclude(), (target, key) => {
    serverSet.set(target.constructor, { ...serverSet.get(target.constructor), [String(key)]: schema });
  });

/** What a response holds in each ServerSet field of `dto` and the classes it extends. */
export function serverSetFields(dto: Function): Record<string, SchemaObject> {
  const parent = Object.getPrototypeOf(dto) as Function | null;
  return { ...(parent && parent !== Function.prototype ? serverSetFields(parent) : {}), ...serverSet.get(dto) };
}

/** class-validator-jsonschema's @JSONSchema: merged into the property's schema. */
const annotated = (schema: SchemaObject): PropertyDecorator => JSONSchema(schema as never) as PropertyDecorator;

/** An optional field; null passes here (a merge patch clears with it) and the domain decides what null means. */
export const Optional = (...checks: PropertyDecorator[]): PropertyDecorator => compose(IsOptional(), ...checks);

export const OptionalText = (max: number = LIMITS.shortText): PropertyDecorator =>
  Optional(IsString(), MaxLength(max));

/** A name or an id that must be there: not blank, at most `max` characters. */
export const RequiredText = (max: number = LIMITS.shortText): PropertyDecorator =>
  Required(IsString(), IsNotBlank(), MaxLength(max));

/**
 * A rule checked elsewhere (by the domain, or the route that reads the shape), stated in the schema
 * OpenAPI and MCP show: merged into the field's schema, or on a class into the shape's.
 */
export const CheckedElsewhere = (schema: SchemaObject): PropertyDecorator & ClassDecorator =>
  JSONSchema(schema as never) as PropertyDecorator & ClassDecorator;

/** A field read as it is documented, for what its name and type do not say (a format, a default). */
export const Described = (description: string): PropertyDecorator => annotated({ description });

/** Codes are compared upper-case; clients may send them in either case. */
export const UpperCase = (): PropertyDecorator =>
  Transform(({ value }) => (typeof value === 'string' ? value.toUpperCase() : value));

export const OptionalObject = (type: () => new () => object): PropertyDecorator =>
  Optional(IsObject(), ValidateNested(), Type(type));

export const RequiredObject = (type: () => new () => object): PropertyDecorator =>
  Required(IsObject(), ValidateNested(), Type(type));

const listOf = (type: () => new () => object, max: number): PropertyDecorator[] => [
  IsArray(),
  ArrayMaxSize(max),
  IsObject({ each: true }),
  ValidateNested({ each: true }),
  Type(type),
];

export const OptionalList = (type: () => new () => object, max: number = LIMITS.items): PropertyDecorator =>
  Optional(...listOf(type, max));

export const RequiredList = (type: () => new () => object, max: number = LIMITS.items): PropertyDecorator =>
  Required(...listOf(type, max));
