import { startTestApp, type TestApp } from './app.js';
import { createUser, issueToken } from './auth.js';
import { loopbackSmtpServer, type LoopbackSmtpServer } from './smtp-server.js';

export interface MailingServer {
  smtp: LoopbackSmtpServer;
  app: TestApp;
}

export interface MailingApp extends MailingServer {
  /** "Olivia Owner", with a first-party token: members are managed from the service's own apps. */
  owner: { userId: string; token: string };
}

/**
 * In a suite: a real SMTP server on loopback and the app sending its mail there, with no account yet
 * (suites that count mails start from none). The fields are set once `before` has run; whatever `app`
 * holds then is closed after the suite (a test that restarts the app puts the new one there).
 */
export function mailingServer(): MailingServer {
  const started = {} as MailingServer;
  before(async () => {
    started.smtp = await loopbackSmtpServer();
    started.app = await startTestApp({ SMTP_URL: started.smtp.url });
  });
  after(async () => {
    await started.app?.close();
    await started.smtp?.close();
  });
  return started;
}

/** The same with an owner, for suites that share itineraries. */
export function mailingApp(): MailingApp {
  const started = mailingServer() as MailingApp;
  before(async () => {
    const { userId } = await createUser(started.app, { displayName: 'Olivia Owner' });
    started.owner = { userId, token: await issueToken(started.app, { userId, firstParty: true }) };
  });
  return started;
}
