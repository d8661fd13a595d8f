import { once } from 'node:events';
import { type AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

import { freePort } from './ports';

/** One e-mail the test server accepted, decoded enough to read. */
export interface ReceivedMail {
  from: string;
  /** The envelope's recipients. */
  to: string[];
  subject: string;
  /** The plain-text body, transfer encoding undone. */
  text: string;
  /** Everything as it arrived, headers included, to search for what must never be there. */
  raw: string;
}

/**
 * A real SMTP server (smtp-server from npm) inside the test. It can be down (nothing listens on its port, the
 * port kept for it) and come up again on the same port, which is what a mail server restart looks like.
 */
export interface SmtpTestServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  readonly url: string;
  readonly port: number;
  readonly mails: readonly ReceivedMail[];
  /** Resolves once at least `count` e-mails arrived (event-driven, no polling). */
  waitForMails(count: number): Promise<readonly ReceivedMail[]>;
  /** Starts listening (again) on its port. */
  up(): Promise<void>;
  /** Stops listening; connections in progress are cut. */
  down(): Promise<void>;
  /** Forgets what arrived. */
  clear(): void;
}

const decodeQuotedPrintable = (text: string): string =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), as nodemailer writes non-ASCII subjects. */
const decodeHeader = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, words: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(words, 'base64').toString('utf8')
        : decodeQuotedPrintable(words.replace(/_/g, ' ')),
    );

/** Headers (unfolded, lower-case names) and the decoded text body of a single-part message. */
export const parseMail = (raw: string): { headers: Map<string, string>; text: string } => {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { headers, text: text.replace(/\r\n/g, '\n').trimEnd() };
};

/** Starts the server on a free port (listening, unless `listening: false`: down from the start). */
export const startSmtpTestServer = async (options: { listening?: boolean } = {}): Promise<SmtpTestServer> => {
  const port = await freePort();
  const mails: ReceivedMail[] = [];
  const waiters: Array<{ count: number; resolve: (mails: readonly ReceivedMail[]) => void }> = [];
  let server: SMTPServer | undefined;

  const arrived = (mail: ReceivedMail): void => {
    mails.push(mail);
    for (const waiter of [...waiters]) {
      if (mails.length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve([...mails]);
      }
    }
  };

  const create = (): SMTPServer =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // A test stops it while a pooled client may still hold a connection: cut those at once.
      closeTimeout: 1,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const { headers, text } = parseMail(raw);
          arrived({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: decodeHeader(headers.get('subject') ?? ''),
            text,
            raw,
          });
          callback();
        });
      },
    });

  const test: SmtpTestServer = {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    waitForMails: (count) =>
      mails.length >= count
        ? Promise.resolve([...mails])
        : new Promise((resolve) => waiters.push({ count, resolve })),
    up: async () => {
      if (server) return;
      server = create();
      const listening = server.server;
      listening.listen(port, '127.0.0.1');
      await once(listening, 'listening');
      if ((listening.address() as AddressInfo).port !== port) throw new Error('SMTP test server: wrong port');
    },
    down: async () => {
      const running = server;
      server = undefined;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    clear: () => void mails.splice(0),
  };
  if (options.listening !== false) await test.up();
  return test;
};
