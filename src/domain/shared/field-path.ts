/** Paths of validation errors (`days[0].stops[2].name`), relative to the request body; '' is the body itself. */
export const at = (base: string, key: string): string => (base === '' ? key : `${base}.${key}`);

export const index = (base: string, i: number): string => `${base}[${i}]`;
