/** What other use cases need to know about an account (plan, consent, name for `author`). */
export interface AccountView {
  id: string;
  email: string;
  /** Whether the owner of the email proved it (a verification link): only then are trips shared with it. */
  emailVerified: boolean;
  displayName: string;
  plan: 'free' | 'pro';
  aiImportsConsent: boolean;
}

export interface AccountReader {
  get(userId: string): Promise<AccountView | undefined>;
  findByEmail(email: string): Promise<AccountView | undefined>;
}
