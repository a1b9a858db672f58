// The daily digest's content (docs/decisions.md#notifications): due service, errors and
// yesterday's usage of the units of the companies the person may see and chose; nothing else.
import { escapeHtml, mailBody } from './mail-body.ts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';
import { DIGEST_WORDS } from './digest-words.ts';
import { unitUrl } from './message-text.ts';
import { languageOf, WORDS } from './message-words.ts';

/** Lines listed per section; the rest is counted. */
const LISTED = 20;
const SERVICE_RULES = ['service-overdue', 'service-due'];
const ERROR_RULES = ['critical-error', 'fault'];

interface DigestLine {
  rule: string;
  value: string;
  serial: string | null;
  alias: string | null;
  site: string | null;
}

export interface DigestFacts {
  day: string;
  service: { lines: DigestLine[]; count: number };
  errors: { lines: DigestLine[]; count: number };
  usage: { minutes: number; units: number };
}

async function firing(db: Kysely<Database>, companies: string[], rules: string[]) {
  const where = sql`a.phase = 'firing' and a.rule = any(${rules}) and a.company_guids && ${companies}::text[]`;
  const [lines, count] = await Promise.all([
    sql<DigestLine>`
      select a.rule, a.value, u.serial, u.alias, coalesce(u.site_name, a.site_key) as site
      from alerts a left join units u on u.guid = a.unit_guid
      where ${where} order by a.rule desc, a.since, a.id limit ${LISTED}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from alerts a where ${where}`.execute(db),
  ]);
  return { lines: lines.rows, count: count.rows[0]?.n ?? 0 };
}

/** `day` is the person's local day; usage is the day before it. */
export async function readDigest(
  db: Kysely<Database>,
  companies: string[],
  day: string,
): Promise<DigestFacts> {
  const yesterday = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000)
    .toISOString()
    .slice(0, 10);
  const [service, errors, usage] = await Promise.all([
    firing(db, companies, SERVICE_RULES),
    firing(db, companies, ERROR_RULES),
    sql<{ minutes: number; units: number }>`
      select coalesce(sum(used), 0)::int as minutes, count(*) filter (where used > 0)::int as units
      from (select (counters->'operating'->>1)::int - (counters->'operating'->>0)::int as used
            from unit_days
            where day = ${yesterday} and company_guids && ${companies}::text[]
              and counters ? 'operating') d`.execute(db),
  ]);
  return { day, service, errors, usage: usage.rows[0] ?? { minutes: 0, units: 0 } };
}

export function digestMail(
  facts: DigestFacts,
  options: { language: string; publicUrl: string },
): { subject: string; text: string; html: string } {
  const language = languageOf(options.language);
  const w = DIGEST_WORDS[language];
  const rules = WORDS[language].rules;
  const lineOf = (l: DigestLine) => {
    const unit = l.serial ? (l.alias ? `${l.alias} (${l.serial})` : l.serial) : (l.site ?? '');
    return `${unit} – ${rules[l.rule] ?? l.rule}: ${l.value}`;
  };
  const sections = [
    [w.service, facts.service],
    [w.errors, facts.errors],
  ] as const;
  const blocks = sections.map(([title, s]) => ({
    title: `${title} (${s.count})`,
    lines:
      s.count === 0
        ? [w.none]
        : [
            ...s.lines.map(lineOf),
            ...(s.count > s.lines.length ? [w.more(s.count - s.lines.length)] : []),
          ],
  }));
  const hours = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(
    facts.usage.minutes / 60,
  );
  const usage = facts.usage.units > 0 ? w.usage(hours, facts.usage.units) : w.noUsage;
  const url = unitUrl(options.publicUrl, null).replace(/\/alerts$/, '/');
  const subject = `${w.subject} – ${facts.day}`;
  const { text, html } = mailBody({
    title: subject,
    text: [...blocks.flatMap((b) => [b.title, ...b.lines.map((l) => `- ${l}`), '']), usage],
    html: [
      ...blocks.map(
        (b) =>
          `<p><strong>${escapeHtml(b.title)}</strong></p><ul>${b.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
      ),
      `<p>${escapeHtml(usage)}</p>`,
    ],
    open: w.open,
    url,
    footer: w.footer,
  });
  return { subject, text, html };
}
