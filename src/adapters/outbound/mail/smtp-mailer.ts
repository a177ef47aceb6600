import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, OutgoingMail } from '../../../application/ports/mailer.port.js';

/** How long a server may take to answer one step before the send fails (not minutes, as nodemailer's defaults). */
const TIMEOUT_MS = 15_000;

/**
 * Mail through an SMTP server (SMTP_URL: `smtp://user:pass@host:587` upgrades with STARTTLS when the
 * server offers it, `smtps://` is TLS from the start), with nodemailer. A pool of a few connections is
 * kept open, so a burst of mail does not open one connection each.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(withDefaults(url));
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }

  close(): void {
    this.transport.close();
  }
}

/** nodemailer reads transport options from the URL's query: ours are added where the URL sets none. */
function withDefaults(url: string): string {
  const parsed = new URL(url);
  const defaults = { pool: 'true', maxConnections: '3', connectionTimeout: TIMEOUT_MS, greetingTimeout: TIMEOUT_MS, socketTimeout: TIMEOUT_MS };
  for (const [name, value] of Object.entries(defaults)) if (!parsed.searchParams.has(name)) parsed.searchParams.set(name, String(value));
  return parsed.href;
}
