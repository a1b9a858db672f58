import { useIntl } from 'react-intl';
import type { EntryDraft, EntryField, EntryReason } from '@/domain/work-orders/logbook-entry';
import { messages } from './messages';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { TextArea } from '../text-area';

const REASONS = {
  required: messages.reasonRequired,
  'not-a-date': messages.reasonNotADate,
  'future-date': messages.reasonFutureDate,
  'whole-number': messages.reasonWholeNumber,
  'must-be-positive': messages.reasonMustBePositive,
  'uv-type-range': messages.reasonUvTypeRange,
  'too-long': messages.reasonTooLong,
} as const;

interface Props {
  draft: EntryDraft;
  errors: Partial<Record<EntryField, EntryReason>>;
  set: (field: Exclude<EntryField, 'kind'>, value: string) => void;
}

/** The fields of the chosen kind, each with its message; what was typed stays as typed. */
export function EntryFields({ draft, errors, set }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const example = intl.formatNumber(0.25);
  const error = (f: EntryField) => {
    const r = errors[f];
    if (!r) return undefined;
    return r === 'not-a-number' ? t(messages.reasonNotANumber, { example }) : t(REASONS[r]);
  };
  const text = (
    field: 'lampType' | 'instrument' | 'measuredBy' | 'count' | 'wPerM2',
    label: string,
    mode?: 'numeric' | 'decimal',
  ) => (
    <Field label={label} error={error(field)}>
      <TextInput
        inputMode={mode}
        value={draft[field] ?? ''}
        onChange={(e) => set(field, e.target.value)}
      />
    </Field>
  );
  const k = draft.kind;
  return (
    <>
      {k === 'lamp-change' && (
        <div className="grid gap-3 sm:grid-cols-2">
          {text('lampType', t(messages.formLampType))}
          {text('count', t(messages.formCount), 'numeric')}
        </div>
      )}
      {k === 'irradiance' && (
        <div className="grid gap-3 sm:grid-cols-3">
          {text('wPerM2', t(messages.formIrradiance), 'decimal')}
          {text('instrument', t(messages.formInstrument))}
          {text('measuredBy', t(messages.formMeasuredBy))}
        </div>
      )}
      {k === 'uv-type' && (
        <Field label={t(messages.formUvType)} error={error('uvType')}>
          <Select value={draft.uvType ?? ''} onChange={(e) => set('uvType', e.target.value)}>
            <option value="" />
            {['1', '2', '3', '4'].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field label={t(messages.formText)} error={error('text')}>
        <TextArea rows={2} value={draft.text ?? ''} onChange={(e) => set('text', e.target.value)} />
      </Field>
    </>
  );
}
