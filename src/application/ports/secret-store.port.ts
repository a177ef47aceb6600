/**
 * Long-lived secrets the service generates itself (OAuth signing keys, cookie keys, each account's
 * personal-data key) and must find again after a restart and on every instance. The first instance to
 * create one wins; the others read the winner's value.
 */
export interface SecretStore {
  getOrCreate<T extends object>(name: string, create: () => Promise<T>): Promise<T>;
  /** The secret, or undefined when it was never made or was deleted. */
  get<T extends object>(name: string): Promise<T | undefined>;
  /** Removes the secret for good (a deleted account's key: what it sealed can no longer be read). Absent: nothing to do. */
  delete(name: string): Promise<void>;
}
