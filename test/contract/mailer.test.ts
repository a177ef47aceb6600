import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'chai';
import { OutboxMailer } from '../../src/adapters/outbound/mail/outbox-mailer.js';
import { SmtpMailer } from '../../src/adapters/outbound/mail/smtp-mailer.js';
import { silentLogger } from '../support/read-models.js';
import { loopbackSmtpServer } from '../support/smtp-server.js';
import { tempDir } from '../support/temp-dir.js';
import { mailerContract, type MailerFixture } from './mailer.contract.js';

const FROM = 'Itinerary <no-reply@itinerary.example>';

describe('Mailer adapters', () => {
  mailerContract('SMTP (nodemailer, to a real SMTP server on loopback)', async (): Promise<MailerFixture> => {
    const server = await loopbackSmtpServer();
    const mailer = new SmtpMailer(server.url, FROM);
    return {
      mailer,
      delivered: async () => server.received,
      dispose: async () => {
        mailer.close();
        await server.close();
      },
    };
  });

  mailerContract('outbox of .eml files (embedded default)', async (): Promise<MailerFixture> => {
    const dir = tempDir('outbox');
    const outbox = join(dir.path, 'outbox');
    return {
      mailer: new OutboxMailer(outbox, FROM, silentLogger),
      delivered: async () => {
        const names = await readdir(outbox);
        expect(names.filter((name) => !name.endsWith('.eml')), 'no partial files left').to.deep.equal([]);
        return Promise.all(names.map((name) => readFile(join(outbox, name))));
      },
      dispose: async () => dir.remove(),
    };
  });

  it('SMTP: a message the server refuses rejects the send', async () => {
    const server = await loopbackSmtpServer(['gone@example.test']);
    const mailer = new SmtpMailer(server.url, FROM);
    try {
      const outcome = await mailer.send({ to: 'gone@example.test', subject: 'x', text: 'y' }).then(
        () => 'sent',
        (error: Error) => error.message,
      );
      expect(outcome).to.contain('no such mailbox');
      expect(server.received).to.have.length(0);
    } finally {
      mailer.close();
      await server.close();
    }
  });
});
