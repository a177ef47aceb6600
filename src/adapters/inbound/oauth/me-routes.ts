import { randomUUID } from 'node:crypto';
import type { Request, Router } from 'express';
import type { AccessTokenVerifier } from '../../../application/ports/access-token-verifier.port.js';
import type { AccountCommands } from '../../../application/account/account-commands.js';
import type { AccountQueries } from '../../../application/account/account-queries.js';
import type { DeleteAccount } from '../../../application/account/delete-account.js';
import { SignInThrottled } from '../../../application/account/sign-in.js';
import type { CommandContext } from '../../../application/shared/command-context.js';
import { DomainError, validationFailed, type FieldError } from '../../../domain/shared/domain-error.js';
import { authenticate, requireScope } from '../http/kit/authenticate.js';
import { HttpProblem } from '../http/kit/problem.js';
import type { HttpRouteModule } from '../http/kit/route-module.js';

/** Fields GET /v1/me returns that a client may send back unchanged; they are ignored, never written. */
const SERVER_SET = new Set(['id', 'email', 'emailVerified', 'plan', 'importAllowance']);

/**
 * GET /v1/me (scope itineraries:read) and PATCH /v1/me (scope itineraries:write): the caller's
 * account, its plan and this year's link-import allowance; the user may change their display name
 * and AI-imports consent. DELETE /v1/me closes the account: only from the service's own apps, which
 * may ask for the password, and only with the current password in the body (a token alone is not
 * enough to end an account).
 */
export class MeRoutes implements HttpRouteModule {
  readonly name = 'me';
  readonly stage = 'json' as const;

  constructor(
    private readonly verifier: AccessTokenVerifier,
    private readonly queries: AccountQueries,
    private readonly commands: AccountCommands,
    private readonly deletion: DeleteAccount,
    private readonly baseUrl: string,
  ) {}

  register(router: Router): void {
    const metadata = `${this.baseUrl}/.well-known/oauth-protected-resource`;
    const auth = authenticate(this.verifier, metadata);
    router.get('/v1/me', auth, requireScope('itineraries:read', metadata), async (req, res) => {
      const profile = await this.queries.profile(req.auth!.userId);
      if (!profile) throw new DomainError('notFound', 'The account of this token no longer exists.');
      res.set('Cache-Control', 'no-store').json(profile);
    });
    router.patch('/v1/me', auth, requireScope('itineraries:write', metadata), async (req, res) => {
      const changes = parsePatch(req.body);
      const profile = await this.commands.update(req.auth!.userId, changes, contextOf(req));
      res.set('Cache-Control', 'no-store').json(profile);
    });
    router.delete('/v1/me', auth, requireScope('itineraries:write', metadata), async (req, res) => {
      if (!req.auth!.firstParty) throw new DomainError('forbidden', "Only the service's own apps may delete an account; the account page can.");
      const currentPassword = parseDeletion(req.body);
      try {
        await this.deletion.execute(req.auth!.userId, currentPassword, contextOf(req));
      } catch (error) {
        if (!(error instanceof SignInThrottled)) throw error;
        throw new HttpProblem('rateLimited', error.message, {}, { 'Retry-After': String(error.retryAfterSeconds) });
      }
      res.status(204).end();
    });
  }
}

function parsePatch(body: unknown): { displayName?: string; aiImportsConsent?: boolean } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw validationFailed([{ path: '', message: 'the body must be a JSON object' }]);
  }
  const errors: FieldError[] = [];
  const changes: { displayName?: string; aiImportsConsent?: boolean } = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'displayName') {
      if (typeof value === 'string') changes.displayName = value;
      else errors.push({ path: 'displayName', message: 'must be a string' });
    } else if (key === 'aiImportsConsent') {
      if (typeof value === 'boolean') changes.aiImportsConsent = value;
      else errors.push({ path: 'aiImportsConsent', message: 'must be true or false' });
    } else if (!SERVER_SET.has(key)) {
      errors.push({ path: key, message: 'is not a field of the account; only displayName and aiImportsConsent can be changed' });
    }
  }
  if (errors.length > 0) throw validationFailed(errors);
  return changes;
}

/** DELETE /v1/me's body: `{ "currentPassword": "…" }`. */
function parseDeletion(body: unknown): string {
  const password = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).currentPassword : undefined;
  if (typeof password !== 'string' || password === '') {
    throw validationFailed([{ path: 'currentPassword', message: 'is required: the account\'s current password' }]);
  }
  return password;
}

function contextOf(req: Request): CommandContext {
  const requestId = req.get('x-request-id') ?? randomUUID();
  return { actorId: req.auth!.userId, clientId: req.auth!.clientId, correlationId: requestId, causationId: requestId };
}
