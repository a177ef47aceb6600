import { randomBytes } from 'node:crypto';

/** 144 random bits, base64url: unguessable, so a blob id can serve as a capability in a URL. */
export const newBlobId = (): string => randomBytes(18).toString('base64url');

/** Exactly what newBlobId makes; anything else (a path, a dot, a slash) is rejected before any I/O. */
export const isBlobId = (value: string): boolean => /^[A-Za-z0-9_-]{24}$/.test(value);
