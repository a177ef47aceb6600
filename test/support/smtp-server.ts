import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface LoopbackSmtpServer {
  /** SMTP_URL for it. */
  url: string;
  /** What it accepted, raw, in order. */
  received: Buffer[];
  /** Waits until it has accepted `count` messages (10 s at most), and returns them parsed. */
  mails(count: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server (smtp-server) on 127.0.0.1 that keeps what it accepts; it rejects the recipients in `refuse` with 550. */
export async function loopbackSmtpServer(refuse: string[] = []): Promise<LoopbackSmtpServer> {
  const received: Buffer[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(refuse.includes(address.address) ? Object.assign(new Error('no such mailbox'), { responseCode: 550 }) : undefined);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async mails(count) {
      const deadline = Date.now() + 10_000;
      while (received.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      return Promise.all(received.map((raw) => simpleParser(raw)));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
