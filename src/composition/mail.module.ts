import { ContainerModule } from 'inversify';
import type { Logger } from '../application/ports/logger.port.js';
import type { Mailer } from '../application/ports/mailer.port.js';
import { OutboxMailer, outboxIn } from '../adapters/outbound/mail/outbox-mailer.js';
import { SmtpMailer } from '../adapters/outbound/mail/smtp-mailer.js';
import type { Config } from '../config/config.js';
import { TOKENS } from '../tokens.js';

/** Mail through SMTP_URL when it is set; otherwise the outbox of `.eml` files under DATA_DIR (either profile). */
export const mailModule = (config: Config): ContainerModule =>
  new ContainerModule(({ bind }) => {
    if (config.smtpUrl) {
      const smtpUrl = config.smtpUrl;
      bind<Mailer>(TOKENS.Mailer)
        .toDynamicValue(() => new SmtpMailer(smtpUrl, config.mailFrom))
        .inSingletonScope()
        .onDeactivation((mailer) => (mailer as SmtpMailer).close());
    } else {
      bind<Mailer>(TOKENS.Mailer)
        .toDynamicValue((c) => new OutboxMailer(outboxIn(config.dataDir), config.mailFrom, c.get<Logger>(TOKENS.Logger)))
        .inSingletonScope();
    }
  });
