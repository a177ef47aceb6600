import { expect } from 'chai';
import fc from 'fast-check';
import { isCurrencyCode, isIataAirportCode } from '../../../src/domain/shared/codes.js';
import { coordinateErrors } from '../../../src/domain/shared/coordinates.js';
import { isCalendarDate, isDateTimeWithOffset } from '../../../src/domain/shared/dates.js';
import { jsonEqual } from '../../../src/domain/shared/json-equal.js';
import { isHttpUrl } from '../../../src/domain/shared/urls.js';
import { isFiniteNumber, isNonBlank, isNonNegativeInteger } from '../../../src/domain/shared/values.js';

describe('Domain value checks', () => {
  describe('isCalendarDate', () => {
    it('accepts real dates, leap days of leap years included', () => {
      for (const date of ['2025-01-31', '2024-02-29', '2000-02-29', '2025-12-31', '0001-01-01']) {
        expect(isCalendarDate(date), date).to.equal(true);
      }
    });

    it('refuses dates that do not exist and other shapes', () => {
      for (const date of [
        '2023-02-29',
        '1900-02-29',
        '2025-04-31',
        '2025-13-01',
        '2025-00-10',
        '2025-01-00',
        '2025-1-5',
        '20250105',
        '2025-01-05T00:00:00Z',
        '',
      ]) {
        expect(isCalendarDate(date), date).to.equal(false);
      }
      expect(isCalendarDate(20250105)).to.equal(false);
    });

    it('agrees with the proleptic Gregorian calendar of Date for every year-month-day', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1000, max: 9999 }),
          fc.integer({ min: 1, max: 12 }),
          fc.integer({ min: 1, max: 31 }),
          (y, m, d) => {
            const text = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
            const real = new Date(`${text}T00:00:00Z`);
            const exists = real.getUTCFullYear() === y && real.getUTCMonth() + 1 === m && real.getUTCDate() === d;
            return isCalendarDate(text) === exists;
          },
        ),
      );
    });
  });

  describe('isDateTimeWithOffset', () => {
    it('accepts date-times with Z or a numeric offset, with or without seconds and fractions', () => {
      for (const value of [
        '2025-04-10T08:00:00Z',
        '2025-04-10T08:00:00.123+02:00',
        '2025-04-10T23:59-05:30',
        '2024-02-29t00:00:00z',
      ]) {
        expect(isDateTimeWithOffset(value), value).to.equal(true);
      }
    });

    it('refuses local times, impossible dates and impossible clock times', () => {
      for (const value of [
        '2025-04-10T08:00:00',
        '2025-04-10 08:00:00Z',
        '2023-02-29T08:00:00Z',
        '2025-04-10T24:00:00Z',
        '2025-04-10T08:60:00Z',
        '2025-04-10T08:00:00+2',
      ]) {
        expect(isDateTimeWithOffset(value), value).to.equal(false);
      }
    });
  });

  describe('coordinateErrors', () => {
    it('accepts the bounds', () => {
      expect(coordinateErrors({ latitude: -90, longitude: 180 }, 'center')).to.deep.equal([]);
      expect(coordinateErrors({ latitude: 90, longitude: -180 }, 'center')).to.deep.equal([]);
    });

    it('refuses values past the bounds, non-finite and non-numbers, naming each field', () => {
      expect(coordinateErrors({ latitude: 90.0001, longitude: Number.NaN }, 'center').map((e) => e.path)).to.deep.equal(
        ['center.latitude', 'center.longitude'],
      );
      expect(coordinateErrors({ latitude: '1', longitude: -180.5 }, '').map((e) => e.path)).to.deep.equal([
        'latitude',
        'longitude',
      ]);
      expect(coordinateErrors(null, 'coordinate')).to.deep.equal([
        { path: 'coordinate', message: 'must be {latitude, longitude}' },
      ]);
    });
  });

  describe('codes', () => {
    it('currency: three upper-case letters', () => {
      expect(['EUR', 'USD', 'JPY'].every(isCurrencyCode)).to.equal(true);
      expect(['eur', 'EURO', 'E1R', '', 'EU'].some(isCurrencyCode)).to.equal(false);
    });

    it('IATA airport: three upper-case letters', () => {
      expect(['FCO', 'LHR'].every(isIataAirportCode)).to.equal(true);
      expect(['fco', 'LHRX', 'L1R'].some(isIataAirportCode)).to.equal(false);
    });
  });

  describe('isHttpUrl', () => {
    it('accepts absolute http and https URLs', () => {
      expect(['https://example.com/a?b=c', 'http://localhost:8080/'].every(isHttpUrl)).to.equal(true);
    });

    it('refuses other schemes, relative and malformed URLs', () => {
      expect(
        ['ftp://example.com', 'javascript:alert(1)', '/relative', 'example.com', 'https://', ''].some(isHttpUrl),
      ).to.equal(false);
    });
  });

  describe('values', () => {
    it('isNonBlank needs a string with something besides white space', () => {
      expect(isNonBlank('a')).to.equal(true);
      expect([' ', '\t\n', '', 5, null].some(isNonBlank)).to.equal(false);
    });

    it('isNonNegativeInteger and isFiniteNumber', () => {
      expect([0, 1, 90].every(isNonNegativeInteger)).to.equal(true);
      expect([-1, 1.5, Number.NaN, '1', 2 ** 60].some(isNonNegativeInteger)).to.equal(false);
      expect([-1.5, 0, 1e9].every(isFiniteNumber)).to.equal(true);
      expect([Number.NaN, Number.POSITIVE_INFINITY, '1'].some(isFiniteNumber)).to.equal(false);
    });
  });

  describe('jsonEqual', () => {
    it('compares by value and ignores key order', () => {
      expect(jsonEqual({ a: [1, { b: 2 }], c: 'x' }, { c: 'x', a: [1, { b: 2 }] })).to.equal(true);
      expect(jsonEqual([1, 2], [2, 1])).to.equal(false);
      expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).to.equal(false);
      expect(jsonEqual([], {})).to.equal(false);
      expect(jsonEqual(null, {})).to.equal(false);
    });

    it('treats a key holding undefined as absent, as JSON would', () => {
      expect(jsonEqual({ a: 1, b: undefined }, { a: 1 })).to.equal(true);
      expect(jsonEqual({ a: undefined }, { b: undefined })).to.equal(true);
      expect(jsonEqual(undefined, undefined)).to.equal(true);
    });
  });
});
