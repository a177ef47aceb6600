import { errors } from 'oidc-provider';

/** Hosts a plain-http redirect URI may name (RFC 8252 §7.3, RFC 9700 §2.1): the device itself. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * What a dynamic registration (RFC 7591) must satisfy beyond oidc-provider's own checks, applied to
 * the metadata it is about to store.
 * - A redirect URI over plain http names a loopback host, whatever the application type: anywhere
 *   else the authorization code would travel in clear (RFC 9700 §2.1). Web clients use https; native
 *   apps may also use a private-use scheme, which oidc-provider checks (RFC 8252).
 * - A public client gets no secret. oidc-provider decides on a secret from the request before our
 *   default method (`none`) applies, so a registration that left `token_endpoint_auth_method` out was
 *   answered with a secret the token endpoint then refused.
 */
export function applyRegistrationRules(metadata: Record<string, unknown>): void {
  const uris = Array.isArray(metadata.redirect_uris) ? (metadata.redirect_uris as unknown[]) : [];
  for (const uri of uris) {
    const parsed = typeof uri === 'string' ? URL.parse(uri) : null;
    if (parsed?.protocol === 'http:' && !LOOPBACK_HOSTS.has(parsed.hostname)) {
      const refused = new errors.InvalidRedirectUri();
      // Its own description speaks of authorization requests; say what is wrong with this registration.
      refused.error_description = `redirect_uris: ${uri} uses http on a host other than the loopback one; use https`;
      throw refused;
    }
  }
  if (metadata.token_endpoint_auth_method === 'none') {
    delete metadata.client_secret;
    delete metadata.client_secret_expires_at;
  }
}
