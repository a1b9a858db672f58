import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Options, Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { useSearchText } from '@/lib/use-search-text';
import { hasActiveFilters, isRangeInverted, type LogFilterState } from './log-filters';
import { LOG_TYPES, isLogType, logTypeLabel } from '../log-types';
import { messages } from './messages';

interface LogFiltersBarProps {
  filters: LogFilterState;
  onChange: (patch: Partial<LogFilterState>, options?: { replace?: boolean }) => void;
}

// Typed text reaches the URL after a short pause, so each key press is not a new request.
const TYPING_PAUSE_MS = 300;

export function LogFiltersBar({ filters, onChange }: LogFiltersBarProps) {
  const intl = useIntl();
  const [serial, setSerial] = useSearchText(
    filters.serial ?? '',
    (v) => {
      if (/^\d*$/.test(v.trim())) onChange({ serial: v.trim() || undefined }, { replace: true });
    },
    TYPING_PAUSE_MS,
  );
  const [query, setQuery] = useSearchText(
    filters.q,
    (v) => onChange({ q: v }, { replace: true }),
    TYPING_PAUSE_MS,
  );
  const serialInvalid = !/^\d*$/.test(serial.trim());
  const inverted = isRangeInverted(filters);

  return (
    <form
      role="search"
      aria-label={intl.formatMessage(messages.filterLogs)}
      className="flex flex-wrap items-start gap-3"
      onSubmit={(e) => e.preventDefault()}
    >
      <Field label={intl.formatMessage(messages.type)} compact>
        <Select
          value={filters.type ?? ''}
          onChange={(e) =>
            onChange({ type: isLogType(e.target.value) ? e.target.value : undefined })
          }
        >
          <option value="">{intl.formatMessage(messages.allTypes)}</option>
          <Options values={LOG_TYPES} label={(type) => logTypeLabel(intl, type)} />
        </Select>
      </Field>
      {(['from', 'to'] as const).map((bound) => (
        <Field key={bound} label={intl.formatMessage(messages[bound])} compact>
          {/* Each bound keeps the other from crossing it. */}
          <TextInput
            type="date"
            value={filters[bound] ?? ''}
            min={bound === 'to' ? filters.from : undefined}
            max={bound === 'from' ? filters.to : undefined}
            onChange={(e) => onChange({ [bound]: e.target.value || undefined })}
          />
        </Field>
      ))}
      <Field
        label={intl.formatMessage(messages.controllerSerial)}
        compact
        className="w-36"
        error={serialInvalid ? intl.formatMessage(messages.serialInvalid) : undefined}
      >
        <TextInput
          inputMode="numeric"
          autoComplete="off"
          value={serial}
          onChange={(e) => setSerial(e.target.value)}
        />
      </Field>
      <Field
        label={intl.formatMessage(messages.searchLoaded)}
        compact
        className="min-w-56 flex-1"
        hint={intl.formatMessage(messages.searchHint)}
      >
        <TextInput
          type="search"
          placeholder={intl.formatMessage(messages.searchPlaceholder)}
          autoComplete="off"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </Field>
      {hasActiveFilters(filters) && (
        <Button
          variant="ghost"
          className="mt-4"
          onClick={() =>
            onChange({ type: undefined, from: undefined, to: undefined, serial: undefined, q: '' })
          }
        >
          {intl.formatMessage(messages.clearFilters)}
        </Button>
      )}
      {inverted && (
        <p role="alert" className="w-full text-xs text-fault-text">
          {intl.formatMessage(messages.rangeInverted)}
        </p>
      )}
    </form>
  );
}
