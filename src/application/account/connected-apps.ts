import { DomainError } from '../../domain/shared/domain-error.js';
import type { ConnectedApp, ConnectedApps } from '../ports/connected-apps.port.js';
import type { AuthContext } from '../shared/auth-context.js';

/** Who asks: the account, and whether through one of the service's own apps (or its own pages). */
export type AppsCaller = Pick<AuthContext, 'userId' | 'firstParty'>;

/**
 * The traveller's connected apps. Seeing and revoking them is for the service's own apps and pages
 * only: another app could otherwise learn which apps the traveller uses, or cut a rival off.
 */
export class ConnectedAppsAccess {
  constructor(private readonly apps: ConnectedApps) {}

  async list(caller: AppsCaller): Promise<ConnectedApp[]> {
    ownAppsOnly(caller);
    return this.apps.list(caller.userId);
  }

  /** The app loses every grant, refresh token and code of this account; notFound when it held none. */
  async revoke(caller: AppsCaller, clientId: string): Promise<void> {
    ownAppsOnly(caller);
    if (!(await this.apps.revoke(caller.userId, clientId))) {
      throw new DomainError('notFound', 'No app with this client id has access to your account.');
    }
  }
}

function ownAppsOnly(caller: AppsCaller): void {
  if (!caller.firstParty) throw new DomainError('forbidden', "Connected apps can be seen and revoked only from the service's own apps.");
}
