/** Where an account is signed in: its sessions at the authorization server and what its apps hold. */
export interface AccountSessions {
  /** Ends every session and revokes every grant and refresh token of the account (a password reset). */
  revokeAll(accountId: string): Promise<void>;
}
