import { expect } from 'chai';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Mailer } from '../../src/application/ports/mailer.port.js';

export interface MailerFixture {
  mailer: Mailer;
  /** Every message delivered so far, as raw RFC 5322 bytes (what a mail client would open). */
  delivered(): Promise<Buffer[]>;
  dispose(): Promise<void>;
}

const parsed = async (fixture: MailerFixture): Promise<ParsedMail[]> => Promise.all((await fixture.delivered()).map((raw) => simpleParser(raw)));

/** What every Mailer must do, whichever way it hands mail on. */
export function mailerContract(name: string, open: () => Promise<MailerFixture>): void {
  describe(`Mailer contract: ${name}`, () => {
    let fixture: MailerFixture;
    beforeEach(async () => (fixture = await open()));
    afterEach(() => fixture.dispose());

    it('delivers one message with its recipient, From, subject, text and HTML intact, non-ASCII included', async () => {
      await fixture.mailer.send({
        to: 'zoë@example.test',
        subject: 'Confirme ton adresse — 東京 trip',
        text: 'Open https://itinerary.example/verify?t=abc to confirm.',
        html: '<p><a href="https://itinerary.example/verify?t=abc">Confirm</a> — Zoë</p>',
      });
      const [mail, ...more] = await parsed(fixture);
      expect(more).to.have.length(0);
      expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').to.equal('zoë@example.test');
      expect(mail!.from?.value).to.deep.equal([{ name: 'Itinerary', address: 'no-reply@itinerary.example' }]);
      expect(mail!.subject).to.equal('Confirme ton adresse — 東京 trip');
      expect(mail!.text?.trim()).to.equal('Open https://itinerary.example/verify?t=abc to confirm.');
      expect(mail!.html).to.contain('href="https://itinerary.example/verify?t=abc"').and.contain('Zoë');
    });

    it('delivers each of many messages sent at once, whole', async () => {
      await Promise.all(Array.from({ length: 12 }, (_, i) => fixture.mailer.send({ to: `p${i}@example.test`, subject: `n${i}`, text: `body ${i}` })));
      const mails = await parsed(fixture);
      expect(mails.map((m) => m.subject).sort()).to.deep.equal(Array.from({ length: 12 }, (_, i) => `n${i}`).sort());
      for (const mail of mails) expect(mail.text?.trim()).to.equal(`body ${mail.subject!.slice(1)}`);
    });
  });
}
