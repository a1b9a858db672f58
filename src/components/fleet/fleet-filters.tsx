import { useId, useState, type ReactNode, memo } from 'react';
import { useIntl } from 'react-intl';
import { useStateText } from '@/components/ui/state/use-state-text';
import {
  EQUIPMENT_STATES,
  HEALTH_CLASSES,
  type DerivedStateName,
  type HealthClass,
} from '@/domain/equipment/equipment-state';
import type { FilterOptions } from '@/domain/fleet/fleet-filter';
import { EMPTY_VIEW, isFiltered, RELEASE_NONE, type FleetView } from '@/domain/fleet/fleet-view';
import { messages } from './messages';
import { Checkbox } from '../ui/checkbox';
import { Options } from '../ui/select';

interface FleetFiltersProps {
  view: FleetView;
  options: FilterOptions;
  onChange: (next: FleetView) => void;
}

const STATE_OPTIONS: DerivedStateName[] = [...EQUIPMENT_STATES, 'unknown'];
const control =
  'mt-0.5 block w-full rounded-md border border-line-strong bg-surface px-2 py-1.5 text-sm';

/** The filters that pick one of the fleet's own values: the view's field, the options' list. */
const LIST_FILTERS = [
  { field: 'model', list: 'models', label: messages.model, any: messages.anyModel },
  { field: 'country', list: 'countries', label: messages.country, any: messages.anyCountry },
  { field: 'release', list: 'releases', label: messages.release, any: messages.anyRelease },
] as const;

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="text-xs font-medium text-fg-muted">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={control}>
        {children}
      </select>
    </div>
  );
}

/** Filter controls; every change goes to the URL (fleet-view.ts). A value no longer present stays selectable. */
function FleetFiltersView({ view, options, onChange }: FleetFiltersProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const text = useStateText();
  const withCurrent = (list: string[], current: string | undefined) =>
    current && !list.includes(current) ? [current, ...list] : list;
  const healthValue =
    view.health.length === 1 ? view.health[0]! : view.health.length > 1 ? 'multiple' : '';
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = [
    view.health.length > 0,
    view.state,
    view.critical,
    view.model,
    view.country,
    view.release,
    view.location,
  ].filter(Boolean).length;
  return (
    <div>
      {/* Phones fold the filters away behind one button; wider screens always show them. */}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="rounded-md border border-line-strong px-2 py-1.5 text-sm font-medium md:hidden"
      >
        {active > 0 ? t(messages.filtersActive, { count: active }) : t(messages.filters)}{' '}
        <span aria-hidden>{open ? '▴' : '▾'}</span>
      </button>
      <div
        id={panelId}
        className={`${open ? 'mt-2 grid' : 'hidden'} grid-cols-2 items-end gap-2 sm:grid-cols-3 md:mt-0 md:grid lg:grid-cols-8`}
      >
        <Select
          label={t(messages.health)}
          value={healthValue}
          onChange={(v) => onChange({ ...view, health: v ? [v as HealthClass] : [] })}
        >
          <option value="">{t(messages.anyHealth)}</option>
          {view.health.length > 1 && (
            <option value="multiple">{view.health.map((h) => text.health(h)).join(' + ')}</option>
          )}
          <Options values={HEALTH_CLASSES} label={(h) => text.health(h)} />
        </Select>
        <Select
          label={t(messages.state)}
          value={view.state ?? ''}
          onChange={(v) =>
            onChange({ ...view, state: (v || undefined) as DerivedStateName | undefined })
          }
        >
          <option value="">{t(messages.anyState)}</option>
          <Options values={STATE_OPTIONS} label={(s) => text.name(s)} />
        </Select>
        {LIST_FILTERS.map(({ field, list, label, any }) => (
          <Select
            key={field}
            label={t(label)}
            value={view[field] ?? ''}
            onChange={(v) => onChange({ ...view, [field]: v || undefined })}
          >
            <option value="">{t(any)}</option>
            <Options
              values={withCurrent(options[list], view[field])}
              label={(v) =>
                field === 'release' && v === RELEASE_NONE ? t(messages.notInstalled) : v
              }
            />
          </Select>
        ))}
        <Checkbox
          look="filter"
          checked={view.critical}
          onChange={(critical) => onChange({ ...view, critical })}
        >
          {t(messages.critical)}
        </Checkbox>
        <Checkbox
          look="filter"
          checked={view.location === 'none'}
          onChange={(none) => onChange({ ...view, location: none ? 'none' : undefined })}
        >
          {t(messages.withoutLocation)}
        </Checkbox>
        <div className="pb-1">
          <button
            type="button"
            disabled={!isFiltered(view)}
            onClick={() => onChange({ ...EMPTY_VIEW, sort: view.sort })}
            className="rounded-md px-2 py-1.5 text-sm font-medium text-accent underline-offset-2 hover:underline disabled:cursor-not-allowed disabled:text-fg-disabled disabled:no-underline"
          >
            {t(messages.clear)}
          </button>
        </div>
      </div>
    </div>
  );
}

/** Memoised: the page re-renders on every keystroke, this part only when its props change. */
export const FleetFilters = memo(FleetFiltersView);
