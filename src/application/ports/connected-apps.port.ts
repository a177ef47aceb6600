/** An app (OAuth client) the traveller has allowed to use their account, and what it may do. */
export interface ConnectedApp {
  clientId: string;
  /** The app's registered name (its client id when it has none). */
  name: string;
  /** One of the service's own apps (an operator made it so). */
  firstParty: boolean;
  /** Every scope the traveller granted it, in a stable order. */
  scopes: string[];
  /** When the traveller first allowed it (the oldest consent still in force), ISO 8601. */
  firstAuthorizedAt: string;
  /** The last time it was given tokens under that consent (a sign-in through it or a refresh), ISO 8601. */
  lastAuthorizedAt: string;
}

/** The apps an account has granted access to, and taking that access back. */
export interface ConnectedApps {
  /** Most recently authorized first. */
  list(accountId: string): Promise<ConnectedApp[]>;
  /**
   * Removes what the account granted the app: its grants, refresh tokens and codes not yet exchanged,
   * and the app's entry in the account's sign-in sessions. False when it held nothing.
   */
  revoke(accountId: string, clientId: string): Promise<boolean>;
}
