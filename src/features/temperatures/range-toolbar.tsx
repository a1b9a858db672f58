import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import {
  MAX_CUSTOM_MS,
  RANGE_PRESETS,
  fromLocalInputValue,
  resolveWindow,
  toLocalInputValue,
  type RangePresetId,
  type TimeRange,
} from './model/temperature-range';
import { messages, presetLongMessages, presetMessages } from './messages';

interface RangeToolbarProps {
  range: TimeRange;
  onChange: (range: TimeRange) => void;
}

/** Presets (1 h, 24 h, 7 d, 30 d) and a custom from/to, both written to the URL by the page. */
export function RangeToolbar({ range, onChange }: RangeToolbarProps) {
  const intl = useIntl();
  const [customOpen, setCustomOpen] = useState(range.kind === 'custom');
  const active = range.kind === 'preset' ? range.preset : 'custom';
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div
        role="group"
        aria-label={intl.formatMessage(messages.timeRange)}
        className="inline-flex rounded-md border border-line-strong"
      >
        {RANGE_PRESETS.map((p) => (
          <button
            key={p.id}
            type="button"
            aria-pressed={active === p.id}
            title={intl.formatMessage(presetLongMessages[p.id])}
            onClick={() => {
              setCustomOpen(false);
              onChange({ kind: 'preset', preset: p.id as RangePresetId });
            }}
            className={`px-3 py-1.5 text-sm font-medium first:rounded-l-md ${active === p.id ? 'bg-accent-solid text-on-accent' : 'hover:bg-surface-strong'}`}
          >
            {intl.formatMessage(presetMessages[p.id])}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={active === 'custom'}
          aria-expanded={customOpen}
          onClick={() => setCustomOpen((o) => !o)}
          className={`rounded-r-md border-l border-line-strong px-3 py-1.5 text-sm font-medium ${active === 'custom' ? 'bg-accent-solid text-on-accent' : 'hover:bg-surface-strong'}`}
        >
          {intl.formatMessage(messages.custom)}
        </button>
      </div>
      {customOpen && <CustomRangeForm range={range} onApply={onChange} />}
    </div>
  );
}

function CustomRangeForm({
  range,
  onApply,
}: {
  range: TimeRange;
  onApply: (range: TimeRange) => void;
}) {
  const intl = useIntl();
  const id = useId();
  // The form starts from the window on screen, so "Custom…" then Apply changes nothing.
  const [initial] = useState(() => resolveWindow(range, Date.now()));
  const [from, setFrom] = useState(() => toLocalInputValue(initial.from));
  const [to, setTo] = useState(() => toLocalInputValue(initial.to));
  const [error, setError] = useState<MessageDescriptor | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const f = fromLocalInputValue(from);
    const t = fromLocalInputValue(to);
    if (f === undefined || t === undefined) return setError(messages.enterBoth);
    if (f >= t) return setError(messages.startBeforeEnd);
    if (t - f > MAX_CUSTOM_MS) return setError(messages.atMost31Days);
    setError(null);
    onApply({ kind: 'custom', from: f, to: t, clamped: false });
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-2"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <Field label={intl.formatMessage(messages.from)} compact>
        <TextInput type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} />
      </Field>
      <Field label={intl.formatMessage(messages.to)} compact>
        <TextInput type="datetime-local" value={to} onChange={(e) => setTo(e.target.value)} />
      </Field>
      <Button type="submit" size="sm">
        {intl.formatMessage(messages.apply)}
      </Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-fault-text">
          {intl.formatMessage(error)}
        </p>
      )}
    </form>
  );
}
