import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { SecretStore } from '../../../application/ports/secret-store.port.js';

/**
 * Secrets as JSON files under DATA_DIR/secrets, readable by the service's user only (0600).
 * A new secret is written to a temp file and hard-linked into place: the link fails when another
 * process created it first, so every process ends up with the same value and no reader sees half a file.
 */
export class FileSecretStore implements SecretStore {
  constructor(private readonly dataDir: string) {}

  async getOrCreate<T extends object>(name: string, create: () => Promise<T>): Promise<T> {
    const dir = join(this.dataDir, 'secrets');
    const file = this.fileOf(name);
    const existing = await read<T>(file);
    if (existing) return existing;
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const temp = join(dir, `.${name}.${randomUUID()}.tmp`);
    await writeFile(temp, JSON.stringify(await create(), null, 2), { mode: 0o600, flush: true });
    try {
      await link(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await unlink(temp).catch(() => undefined);
    }
    const stored = await read<T>(file);
    if (!stored) throw new Error(`secret ${name} could not be stored in ${dir}`);
    return stored;
  }

  get<T extends object>(name: string): Promise<T | undefined> {
    return read<T>(this.fileOf(name));
  }

  async delete(name: string): Promise<void> {
    await unlink(this.fileOf(name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  private fileOf(name: string): string {
    if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`bad secret name ${name}`);
    return join(this.dataDir, 'secrets', `${name}.json`);
  }
}

async function read<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

