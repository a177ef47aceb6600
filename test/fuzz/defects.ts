import fc from 'fast-check';
import { noiseHeaders, type HeaderDefect, type Headers } from './header-defects.js';

/** A request being built: its headers, and the names of the defects it got so far. */
export interface Draft {
  headers: Headers;
  defects: string[];
}

/** One thing wrong with a request, which the API must refuse whatever else the request holds. */
export interface Defect<D extends Draft> {
  name: string;
  apply(draft: D): D;
}

export const defect = <D extends Draft>(name: string, apply: (draft: D) => D): Defect<D> => ({ name, apply });

export const ofHeaders = <D extends Draft>({ name, edit }: HeaderDefect): Defect<D> =>
  defect<D>(name, (draft) => ({ ...draft, headers: edit(draft.headers) }));

/**
 * Requests built from one the API would accept, with one or two of `defects` (each one enough for a
 * refusal, so that together they still make one and alone it may reach the deepest check), then
 * put on the wire with header noise that must not matter.
 */
export function malformed<D extends Draft, R>(
  accepted: fc.Arbitrary<D>,
  defects: fc.WeightedArbitrary<Defect<D>>[],
  toWire: (draft: D, noise: Headers) => R,
): fc.Arbitrary<R> {
  return fc
    .tuple(accepted, fc.array(fc.oneof(...defects), { minLength: 1, maxLength: 2 }), noiseHeaders)
    .map(([draft, chosen, noise]) =>
      toWire(
        chosen.reduce((d, change) => ({ ...change.apply(d), defects: [...d.defects, change.name] }), draft),
        noise,
      ),
    );
}
