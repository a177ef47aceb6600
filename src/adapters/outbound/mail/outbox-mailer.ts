import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../../../application/ports/logger.port.js';
import type { Mailer, OutgoingMail } from '../../../application/ports/mailer.port.js';

/** The embedded profile's outbox, relative to DATA_DIR. */
export const outboxIn = (dataDir: string): string => join(dataDir, 'outbox');

/**
 * The embedded default when no SMTP_URL is set: each message is built as an SMTP server would receive
 * it (nodemailer's stream transport) and written to `DATA_DIR/outbox/<time>-<id>.eml`, which any mail
 * client opens, with a log line naming the file; so a developer sees what would have been sent and
 * can follow its links. The file appears whole or not at all (written aside, then renamed).
 */
export class OutboxMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly directory: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const { message } = (await this.transport.sendMail({ from: this.from, ...mail })) as { message: Buffer };
    await mkdir(this.directory, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
    const file = join(this.directory, name);
    await writeFile(`${file}.part`, message);
    await rename(`${file}.part`, file);
    this.logger.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox (no SMTP_URL set)');
  }
}
