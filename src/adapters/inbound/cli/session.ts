import type { Container } from 'inversify';
import type { Lifecycle } from '../../../application/ports/lifecycle.port.js';
import { ConfigError, loadConfig, type Config } from '../../../config/config.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { TOKENS } from '../../../tokens.js';
import { ClientInputError } from '../oauth/client-registry.js';
import { TokenRequestError } from '../oauth/token-issuer.js';

/** A refusal the operator can fix; printed without a stack trace. exitCode 2: bad input; 1: refused. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export interface CliSession {
  config: Config;
  container: Container;
}

/**
 * Runs one command against the same container the service builds, on the same DATA_DIR (or the
 * distributed stores). Only the components a command needs are started; logs stay quiet unless
 * LOG_LEVEL is set, so stdout carries only the command's output.
 */
export async function withSession<T>(
  run: (session: CliSession) => Promise<T>,
  options: { needsOAuth?: boolean } = {},
): Promise<T> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message, 2);
    throw error;
  }
  // Loaded on demand: --help and argument errors answer without loading every adapter.
  const { createContainer } = await import('../../../composition/container.js');
  // The CLI runs no projector: the service's does the work (and its WAL checkpoints) beside it.
  const container = await createContainer({ ...config, runProjector: false, logLevel: process.env.LOG_LEVEL ? config.logLevel : 'silent' });
  const started: Lifecycle[] = [];
  try {
    if (options.needsOAuth) {
      const host = container.get<Lifecycle>(TOKENS.OAuthProvider);
      await host.start();
      started.push(host);
    }
    return await run({ config, container });
  } catch (error) {
    throw asCliError(error);
  } finally {
    for (const component of started.reverse()) await component.stop();
    await container.unbindAllAsync();
  }
}

function asCliError(error: unknown): unknown {
  if (error instanceof ClientInputError || error instanceof TokenRequestError) return new CliError(error.message, 2);
  if (!(error instanceof DomainError)) return error;
  const errors = (error.details.errors as { path: string; message: string }[] | undefined) ?? [];
  const message = errors.length > 0 ? errors.map((e) => `${e.path}: ${e.message}`).join('\n') : error.message;
  return new CliError(message, error.code === 'validationFailed' ? 2 : 1);
}
