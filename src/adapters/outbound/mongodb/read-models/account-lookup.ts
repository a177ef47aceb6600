import type { Db } from 'mongodb';
import type { AccountLookup, AccountLookupEntry } from '../../../../application/ports/account-lookup.port.js';
import { normaliseEmail } from '../../../../domain/account/types.js';
import { readModelCollections, type AccountReadDocument } from './collections.js';

const toEntry = (d: AccountReadDocument): AccountLookupEntry => ({
  id: d._id,
  email: d.email,
  displayName: d.displayName,
  plan: d.plan,
});

export class MongoAccountLookup implements AccountLookup {
  constructor(private readonly db: Db) {}

  private get accounts() {
    return readModelCollections(this.db, 'live').accounts;
  }

  async get(id: string): Promise<AccountLookupEntry | undefined> {
    const found = await this.accounts.findOne({ _id: id, email: { $ne: '' } });
    return found ? toEntry(found) : undefined;
  }

  async findByEmail(email: string): Promise<AccountLookupEntry | undefined> {
    const normalised = normaliseEmail(email);
    if (normalised === '') return undefined;
    const [found] = await this.accounts.find({ email: normalised }).sort({ _id: 1 }).limit(1).toArray();
    return found ? toEntry(found) : undefined;
  }

  async getMany(ids: readonly string[]): Promise<Map<string, AccountLookupEntry>> {
    const found = await this.accounts.find({ _id: { $in: [...new Set(ids)] }, email: { $ne: '' } }).toArray();
    return new Map(found.map((d) => [d._id, toEntry(d)]));
  }
}
