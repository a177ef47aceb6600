import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '../../../application/ports/password-hasher.port.js';

export interface ScryptParameters {
  /** CPU/memory cost, a power of two. 2^15 with r=8 needs 32 MiB per hash. */
  N: number;
  r: number;
  p: number;
}

export const DEFAULT_SCRYPT: ScryptParameters = { N: 2 ** 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;

const derive = (password: string, salt: Buffer, params: ScryptParameters): Promise<Buffer> => {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
};

/**
 * Node's built-in scrypt (memory-hard). The stored string names its parameters,
 * `scrypt$N=32768,r=8,p=1$<salt b64url>$<key b64url>`, so they can be raised later without
 * invalidating old hashes.
 */
export class ScryptPasswordHasher implements PasswordHasher {
  constructor(private readonly params: ScryptParameters = DEFAULT_SCRYPT) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, this.params);
    const { N, r, p } = this.params;
    return `scrypt$N=${N},r=${r},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
  }

  async verify(password: string, encoded: string): Promise<boolean> {
    const parsed = parse(encoded);
    if (!parsed) return false;
    const key = await derive(password, parsed.salt, parsed.params);
    return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  }
}

function parse(encoded: string): { params: ScryptParameters; salt: Buffer; key: Buffer } | undefined {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/.exec(encoded);
  if (!match) return undefined;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Refuse parameters no hash of ours carries, so a tampered row cannot make verify a memory bomb.
  if (N < 2 || N > 2 ** 20 || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return undefined;
  return { params: { N, r, p }, salt: Buffer.from(match[4]!, 'base64url'), key: Buffer.from(match[5]!, 'base64url') };
}
