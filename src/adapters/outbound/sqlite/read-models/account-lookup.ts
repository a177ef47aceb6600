import { inject, injectable } from 'inversify';
import type { AccountLookup, AccountLookupEntry } from '../../../../application/ports/account-lookup.port.js';
import { normaliseEmail } from '../../../../domain/account/types.js';
import { SqliteReadModelDatabase } from './read-model-database.js';
import { tableSet } from './schema.js';

interface Row {
  id: string;
  email: string;
  display_name: string;
  plan: AccountLookupEntry['plan'];
}

const toEntry = (row: Row): AccountLookupEntry => ({
  id: row.id,
  email: row.email,
  displayName: row.display_name,
  plan: row.plan,
});

@injectable()
export class SqliteAccountLookup implements AccountLookup {
  private readonly s;

  constructor(@inject(SqliteReadModelDatabase) database: SqliteReadModelDatabase) {
    const t = tableSet('live');
    const db = database.connection;
    const columns = 'id, email, display_name, plan';
    this.s = {
      byId: db.prepare<[string], Row>(`SELECT ${columns} FROM ${t.accounts} WHERE id = ? AND email <> ''`),
      // Several accounts may have held an address over time; the lowest id wins deterministically.
      byEmail: db.prepare<[string], Row>(`SELECT ${columns} FROM ${t.accounts} WHERE email = ? ORDER BY id LIMIT 1`),
    };
  }

  async get(id: string): Promise<AccountLookupEntry | undefined> {
    const row = this.s.byId.get(id);
    return row && toEntry(row);
  }

  async findByEmail(email: string): Promise<AccountLookupEntry | undefined> {
    const normalised = normaliseEmail(email);
    if (normalised === '') return undefined;
    const row = this.s.byEmail.get(normalised);
    return row && toEntry(row);
  }

  async getMany(ids: readonly string[]): Promise<Map<string, AccountLookupEntry>> {
    const found = new Map<string, AccountLookupEntry>();
    for (const id of new Set(ids)) {
      const row = this.s.byId.get(id);
      if (row) found.set(id, toEntry(row));
    }
    return found;
  }
}
