import { useId, useState, type ReactNode, memo } from 'react';
import {
  EQUIPMENT_STATES,
  HEALTH_CLASS_LABELS,
  HEALTH_CLASSES,
  STATE_LABELS,
  type DerivedStateName,
  type HealthClass,
} from '@/domain/equipment-state';
import type { FilterOptions } from '@/domain/fleet-filter';
import { EMPTY_VIEW, isFiltered, RELEASE_NONE, type FleetView } from '@/domain/fleet-view';

interface FleetFiltersProps {
  view: FleetView;
  options: FilterOptions;
  onChange: (next: FleetView) => void;
}

const STATE_OPTIONS: DerivedStateName[] = [...EQUIPMENT_STATES, 'unknown'];
const control =
  'mt-0.5 block w-full rounded-md border border-line-strong bg-surface px-2 py-1.5 text-sm';

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
        Filters{active > 0 ? ` (${active} active)` : ''} <span aria-hidden>{open ? '▴' : '▾'}</span>
      </button>
      <div
        id={panelId}
        className={`${open ? 'mt-2 grid' : 'hidden'} grid-cols-2 items-end gap-2 sm:grid-cols-3 md:mt-0 md:grid lg:grid-cols-8`}
      >
        <Select
          label="Health"
          value={healthValue}
          onChange={(v) => onChange({ ...view, health: v ? [v as HealthClass] : [] })}
        >
          <option value="">Any health</option>
          {view.health.length > 1 && (
            <option value="multiple">
              {view.health.map((h) => HEALTH_CLASS_LABELS[h]).join(' + ')}
            </option>
          )}
          {HEALTH_CLASSES.map((h) => (
            <option key={h} value={h}>
              {HEALTH_CLASS_LABELS[h]}
            </option>
          ))}
        </Select>
        <Select
          label="State"
          value={view.state ?? ''}
          onChange={(v) =>
            onChange({ ...view, state: (v || undefined) as DerivedStateName | undefined })
          }
        >
          <option value="">Any state</option>
          {STATE_OPTIONS.map((s) => (
            <option key={s} value={s}>
              {STATE_LABELS[s]}
            </option>
          ))}
        </Select>
        <Select
          label="Model"
          value={view.model ?? ''}
          onChange={(v) => onChange({ ...view, model: v || undefined })}
        >
          <option value="">Any model</option>
          {withCurrent(options.models, view.model).map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </Select>
        <Select
          label="Country"
          value={view.country ?? ''}
          onChange={(v) => onChange({ ...view, country: v || undefined })}
        >
          <option value="">Any country</option>
          {withCurrent(options.countries, view.country).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
        <Select
          label="Release"
          value={view.release ?? ''}
          onChange={(v) => onChange({ ...view, release: v || undefined })}
        >
          <option value="">Any release</option>
          {withCurrent(options.releases, view.release).map((r) => (
            <option key={r} value={r}>
              {r === RELEASE_NONE ? 'Not installed' : r}
            </option>
          ))}
        </Select>
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input
            type="checkbox"
            checked={view.critical}
            onChange={(e) => onChange({ ...view, critical: e.target.checked })}
          />
          Has critical errors
        </label>
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input
            type="checkbox"
            checked={view.location === 'none'}
            onChange={(e) => onChange({ ...view, location: e.target.checked ? 'none' : undefined })}
          />
          Without location
        </label>
        <div className="pb-1">
          <button
            type="button"
            disabled={!isFiltered(view)}
            onClick={() => onChange({ ...EMPTY_VIEW, sort: view.sort })}
            className="rounded-md px-2 py-1.5 text-sm font-medium text-accent underline-offset-2 hover:underline disabled:cursor-not-allowed disabled:text-fg-disabled disabled:no-underline"
          >
            Clear filters
          </button>
        </div>
      </div>
    </div>
  );
}

/** Memoised: the page re-renders on every keystroke, this part only when its props change. */
export const FleetFilters = memo(FleetFiltersView);
