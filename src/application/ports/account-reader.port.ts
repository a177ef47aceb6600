/** What other use cases need to know about an account (plan, consent, name for `author`). */
export interface AccountView {
  id: string;
  email: string;
  displayName: string;
  plan: 'free' | 'pro';
  aiImportsConsent: boolean;
}

export interface AccountReader {
  get(userId: string): Promise<AccountView | undefined>;
  findByEmail(email: string): Promise<AccountView | undefined>;
}
