// Real local peers for the notification tests: an SMTP server and an HTTP receiver.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

const decodeQ = (s: string) =>
  Buffer.from(
    s
      .replace(/_/g, ' ')
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words (nodemailer's subjects) back to text. */
function decodeWords(s: string): string {
  return s
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQ(text),
    );
}

function decodePart(encoding: string, text: string): string {
  if (/base64/i.test(encoding))
    return Buffer.from(text.replace(/\s/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding))
    return decodeQ(text.replace(/=\r?\n/g, '').replace(/_/g, '=5F'));
  return text;
}

function parseMail(raw: string, to: string): ReceivedMail {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeWords(/^subject: (.*)$/im.exec(unfolded)?.[1] ?? '');
  // The text part: its headers, a blank line, its body up to the next boundary.
  const part =
    /content-type: text\/plain[^\n]*\r?\n((?:[^\r\n]+\r?\n)*)\r?\n([^]*?)(?:\r?\n--|$)/i.exec(raw);
  const encoding = /content-transfer-encoding: (\S+)/i.exec(part?.[1] ?? '')?.[1] ?? '7bit';
  return { to, subject, text: decodePart(encoding, part?.[2] ?? '') };
}

export async function startSmtp(): Promise<{
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

export interface Received {
  headers: IncomingMessage['headers'];
  body: Buffer;
  path: string;
}

export async function startReceiver(
  answer: (req: Received, res: ServerResponse) => void = (_, res) => res.writeHead(204).end(),
): Promise<{ url: string; host: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = { headers: req.headers, body: Buffer.concat(chunks), path: req.url ?? '' };
      received.push(r);
      answer(r, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    received,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
