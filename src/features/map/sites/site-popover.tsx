import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { StateBadge } from '@/components/ui/state-badge';
import { TextInput } from '@/components/ui/text-input';
import { paths } from '@/config/paths';
import type { FleetUnit } from '@/domain/fleet/fleet-unit';
import { siteDisplayName, type SiteSummary } from '@/domain/fleet/sites';
import { setSiteName } from '@/lib/site-names';
import { placeText } from './sites-sort';
import { messages, valueMessages } from './messages';

interface Props {
  summary: SiteSummary;
  units: readonly FleetUnit[];
  names: Readonly<Record<string, string>>;
  company: string | undefined;
  onClose: () => void;
}

/** A site's units over the map: state, serial, alias, a link to each; the site's local name. */
export function SitePopover({ summary, units, names, company, onClose }: Props) {
  const intl = useIntl();
  const { site } = summary;
  const name = siteDisplayName(site, names);
  const heading = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  useEffect(() => heading.current?.focus(), [site.id]);

  return (
    <section
      aria-labelledby="site-popover-title"
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
      className="absolute top-2 left-2 z-10 flex max-h-[calc(100%-1rem)] w-[min(22rem,calc(100%-4.5rem))] flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-lg"
    >
      <div className="flex items-start gap-2 border-b border-line-subtle p-3">
        <div className="min-w-0 flex-1">
          <h2
            id="site-popover-title"
            ref={heading}
            tabIndex={-1}
            className="text-base leading-tight font-semibold break-words outline-none"
          >
            {name}
          </h2>
          <p className="text-xs text-fg-muted">
            {intl.formatMessage(valueMessages.siteMeta, {
              place: placeText(summary),
              count: summary.units.length,
            })}
            {names[site.id] ? intl.formatMessage(valueMessages.ruleName, { name: site.name }) : ''}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={intl.formatMessage(messages.close)}
          className="rounded px-1.5 text-lg leading-none hover:bg-surface-strong"
        >
          <span aria-hidden>×</span>
        </button>
      </div>
      {editing ? (
        <form
          className="flex items-end gap-2 border-b border-line-subtle p-3"
          onSubmit={(e) => {
            e.preventDefault();
            setSiteName(site.id, draft === site.name ? '' : draft);
            setEditing(false);
          }}
        >
          <Field label={intl.formatMessage(messages.localName)} compact className="flex-1">
            <TextInput value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={80} />
          </Field>
          <Button type="submit" variant="primary" size="sm">
            {intl.formatMessage(messages.save)}
          </Button>
        </form>
      ) : (
        <p className="border-b border-line-subtle px-3 py-1.5 text-xs">
          <button
            type="button"
            onClick={() => {
              setDraft(name);
              setEditing(true);
            }}
            className="font-medium text-accent underline"
          >
            {intl.formatMessage(messages.rename)}
          </button>{' '}
          <span className="text-fg-muted">{intl.formatMessage(messages.browserOnly)}</span>
        </p>
      )}
      <ul className="overflow-y-auto">
        {summary.units.map((i) => {
          const u = units[i]!;
          return (
            <li
              key={u.guid}
              className="flex items-center gap-2 border-b border-line-subtle px-3 py-1.5 text-sm last:border-0"
            >
              <StateBadge derived={u.derived} size="sm" />
              <span className="min-w-0 flex-1">
                <Link
                  to={paths.equipment.href(u.guid, company)}
                  className="font-medium text-accent hover:underline"
                >
                  {u.serial}
                </Link>
                {u.alias && <span className="block truncate text-xs text-fg-muted">{u.alias}</span>}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
