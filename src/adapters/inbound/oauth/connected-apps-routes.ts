import type { Router } from 'express';
import type { ConnectedAppsAccess } from '../../../application/account/connected-apps.js';
import type { AccessTokenVerifier } from '../../../application/ports/access-token-verifier.port.js';
import { authenticate, requireScope } from '../http/kit/authenticate.js';
import type { HttpRouteModule } from '../http/kit/route-module.js';
import { checkParams } from '../http/kit/validation.js';

export const CONNECTED_APPS_PATH = '/v1/me/apps';

/**
 * GET /v1/me/apps (scope itineraries:read) lists the apps the caller has granted access;
 * DELETE /v1/me/apps/{clientId} (scope itineraries:write) takes one app's access back. Both from the
 * service's own apps only (ConnectedAppsAccess).
 */
export class ConnectedAppsRoutes implements HttpRouteModule {
  readonly name = 'connected-apps';
  readonly stage = 'json' as const;

  constructor(
    private readonly verifier: AccessTokenVerifier,
    private readonly apps: ConnectedAppsAccess,
    private readonly baseUrl: string,
  ) {}

  register(router: Router): void {
    const metadata = `${this.baseUrl}/.well-known/oauth-protected-resource`;
    const auth = authenticate(this.verifier, metadata);
    router.get(CONNECTED_APPS_PATH, auth, requireScope('itineraries:read', metadata), async (req, res) => {
      res.set('Cache-Control', 'no-store').json({ apps: await this.apps.list(req.auth!) });
    });
    router.delete(`${CONNECTED_APPS_PATH}/:clientId`, auth, requireScope('itineraries:write', metadata), async (req, res) => {
      checkParams(req.params as Record<string, string>, { clientId: 'string' });
      await this.apps.revoke(req.auth!, String(req.params.clientId));
      res.status(204).end();
    });
  }
}
