// Real local peers for the notification tests: an SMTP server, an HTTP receiver, and rows.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';

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

export async function addUnit(
  db: Kysely<Database>,
  guid: string,
  company: string,
  alias: string,
  serial: string,
  site: string,
) {
  await db
    .insertInto('units')
    .values({
      guid,
      company_guids: [company],
      serial,
      alias,
      site_key: site,
      site_name: site,
      state: 'ready',
      release: null,
      seen_at: 0,
      unit: '{}',
      updated_at: 0,
    })
    .execute();
}

let alertSeq = 0;
export async function addTransition(
  db: Kysely<Database>,
  t: {
    alert_id?: string;
    transition?: 'firing' | 'resolved';
    at: number;
    rule?: string;
    critical?: boolean;
    unit_guid: string;
    company: string;
    value?: string;
  },
): Promise<{ id: number; alert_id: string }> {
  const row = await db
    .insertInto('alert_transitions')
    .values({
      alert_id: t.alert_id ?? `a${++alertSeq}`,
      transition: t.transition ?? 'firing',
      at: t.at,
      rule: t.rule ?? 'fault',
      critical: t.critical ?? false,
      unit_guid: t.unit_guid,
      site_key: null,
      company_guids: [t.company],
      value: t.value ?? 'E12 lamp fault',
      since: t.at,
    })
    .returning(['id', 'alert_id'])
    .executeTakeFirstOrThrow();
  return row;
}

export async function addPerson(
  db: Kysely<Database>,
  key: string,
  p: {
    companies: string[];
    email?: string;
    language?: string;
    quiet?: [number, number];
    repeat?: number;
    timeZone?: string;
    digest?: boolean;
    /** When the snapshot was last confirmed by a request (default: now). */
    permissionsAt?: number;
    chosen?: { companies?: string[]; rules?: string[] };
  },
) {
  await db
    .insertInto('notification_settings')
    .values({
      person_key: key,
      name: key,
      email_on: Boolean(p.email),
      email: p.email ?? null,
      language: p.language ?? 'en',
      time_zone: p.timeZone ?? 'UTC',
      quiet_start: p.quiet?.[0] ?? null,
      quiet_end: p.quiet?.[1] ?? null,
      repeat_minutes: p.repeat ?? null,
      companies: p.chosen?.companies ?? null,
      rules: p.chosen?.rules ?? null,
      digest: p.digest ?? false,
      permissions: JSON.stringify(
        Object.fromEntries(p.companies.map((c) => [c, ['equipment.read']])),
      ),
      permissions_at: p.permissionsAt ?? Date.now(),
      updated_at: 0,
    })
    .execute();
}
