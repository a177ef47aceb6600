import Database from 'better-sqlite3';

/**
 * Another connection to the SQLite file `file`. `whileLocked(write)` takes the file's write lock,
 * starts `write`, and lets the lock go from a timer 20 ms later: a writer that waited in SQLite's
 * busy handler, sleeping on this thread, would never see it go and would fail after its busy timeout.
 */
export function lockHolder(file: string) {
  const other = new Database(file);
  return {
    async whileLocked<T>(write: () => Promise<T>): Promise<T> {
      other.exec('BEGIN IMMEDIATE');
      const pending = write();
      await new Promise((resolve) => setTimeout(resolve, 20));
      other.exec('COMMIT');
      return pending;
    },
    /** Takes the write lock and keeps it until `release` or `close`. */
    hold: () => other.exec('BEGIN IMMEDIATE'),
    release: () => other.exec('COMMIT'),
    close: () => other.close(),
  };
}
