// One notification in the recipient's language (docs/decisions.md#notifications): the unit's
// alias and serial, its site, the rule, the value, since when and the link; nothing else, so
// nothing the recipient may not see.
import { escapeHtml, mailBody } from './mail-body.ts';
import { languageOf, WORDS } from './message-words.ts';

export interface AlertFacts {
  alertId: string;
  rule: string;
  /** 'firing' | 'resolved', or a repeat / test of a firing alert. */
  kind: 'firing' | 'resolved' | 'reminder' | 'test';
  critical: boolean;
  unitGuid: string | null;
  serial: string | null;
  alias: string | null;
  siteName: string | null;
  value: string;
  since: number;
}

export interface MessageText {
  subject: string;
  /** Push: title and body; e-mail: subject, text, html. */
  title: string;
  body: string;
  text: string;
  html: string;
  url: string;
}

export function unitUrl(publicUrl: string, unitGuid: string | null): string {
  const base = publicUrl.replace(/\/+$/, '');
  return unitGuid ? `${base}/equipment/${encodeURIComponent(unitGuid)}` : `${base}/alerts`;
}

export function messageText(
  facts: AlertFacts,
  options: { language: string; timeZone: string; publicUrl: string },
): MessageText {
  const w = WORDS[languageOf(options.language)];
  const rule = w.rules[facts.rule] ?? facts.rule;
  const unit = facts.serial
    ? facts.alias
      ? `${facts.alias} (${facts.serial})`
      : facts.serial
    : null;
  const subjectOf = unit ?? facts.siteName ?? w.fleet;
  const since = new Intl.DateTimeFormat(languageOf(options.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: options.timeZone,
  }).format(facts.since);
  const url = unitUrl(options.publicUrl, facts.unitGuid);
  const title = `${w[facts.kind]}: ${rule} – ${subjectOf}`;
  const rows: [string, string][] = [
    ...(unit ? [[w.unit, unit] as [string, string]] : []),
    ...(facts.siteName ? [[w.site, facts.siteName] as [string, string]] : []),
    [w.rule, rule],
    [w.value, facts.value],
    [w.since, since],
  ];
  const { text, html } = mailBody({
    title,
    text: rows.map(([k, v]) => `${k}: ${v}`),
    html: [
      '<table>',
      ...rows.map(
        ([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`,
      ),
      '</table>',
    ],
    open: w.open,
    url,
    footer: w.footer,
  });
  const body = rows
    .slice(unit ? 1 : 0)
    .map(([k, v]) => `${k}: ${v}`)
    .join(' · ');
  return { subject: title, title, body, text, html, url };
}
