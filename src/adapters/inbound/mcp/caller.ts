import type { ActorResolver } from '../../../application/shared/actor-resolver.js';
import type { AuthContext } from '../../../application/shared/auth-context.js';
import type { CommandContext } from '../../../application/shared/command-context.js';
import type { Actor } from '../../../domain/itinerary/types.js';

/**
 * Who sent one POST /mcp: the verified token and the domain Actor behind it (Pro from the account,
 * first-party from the token), resolved once per HTTP request and only if a tool needs it.
 */
export class McpCaller {
  private actorPromise?: Promise<Actor>;

  constructor(
    readonly auth: AuthContext,
    private readonly actors: ActorResolver,
    /** The HTTP request's ids (X-Request-Id, X-Correlation-Id), carried by every event its tool calls append. */
    private readonly trace: { requestId: string; correlationId: string },
  ) {}

  actor(): Promise<Actor> {
    this.actorPromise ??= this.actors.resolve(this.auth);
    return this.actorPromise;
  }

  commandContext(): CommandContext {
    return {
      actorId: this.auth.userId,
      clientId: this.auth.clientId,
      correlationId: this.trace.correlationId,
      causationId: this.trace.requestId,
    };
  }
}
