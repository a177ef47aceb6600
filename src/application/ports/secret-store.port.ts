/**
 * Long-lived secrets the service generates itself on first start (OAuth signing keys, cookie keys)
 * and must find again after a restart and on every instance. The first instance to create one wins;
 * the others read the winner's value.
 */
export interface SecretStore {
  getOrCreate<T extends object>(name: string, create: () => Promise<T>): Promise<T>;
}
