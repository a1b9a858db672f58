import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { addLogbookEntry } from '@/api/engine/work-orders';
import { isApiError } from '@/api/api-error';
import {
  irradianceFlagged,
  MANUAL_KINDS,
  readDraft,
  type EntryDraft,
  type EntryField,
  type EntryReason,
  type LogbookEntryInput,
  type ManualKind,
} from '@/domain/work-orders/logbook-entry';
import { parseLocalNumber } from '@/domain/work-orders/local-number';
import { useLocale } from '@/lib/use-format';
import { isWorkOrderQuery } from '../work-order-queries';
import { EntryFields } from './entry-fields';
import { kindText } from './entry-text';
import { FormFooter } from '../form-footer';
import { messages } from './messages';
import { Field } from '@/components/ui/field';
import { Options, Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';

/** The user's own calendar day: an entry may not be dated after it. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

type Errors = Partial<Record<EntryField, EntryReason>>;

/** **Add entry**: a form by kind, read in the user's language; nothing typed is lost on an error. */
export function EntryForm({ guid, onDone }: { guid: string; onDone: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = useLocale();
  const client = useQueryClient();
  const [draft, setDraft] = useState<EntryDraft>({ kind: 'lamp-change', day: localToday() });
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: (entry: LogbookEntryInput) => addLogbookEntry(guid, entry),
    onSuccess: async () => {
      await client.invalidateQueries({ predicate: isWorkOrderQuery });
      onDone();
    },
    onError: (error) => {
      // The server's checks are the same; its field names the control to mark.
      if (isApiError(error, 400) && error.field)
        setErrors({ [error.field.replace(/^body\./, '')]: error.reason as EntryReason });
    },
  });
  const set = (field: Exclude<EntryField, 'kind'>, value: string) =>
    setDraft((d) => ({ ...d, [field]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { entry, problems } = readDraft(draft, locale, localToday());
    setErrors(Object.fromEntries(problems.map((p) => [p.field, p.reason])));
    if (problems.length === 0) save.mutate(entry);
  };
  const w = draft.kind === 'irradiance' ? parseLocalNumber(draft.wPerM2 ?? '', locale) : undefined;
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {hasErrors && (
        <p role="alert" className="text-sm font-medium text-fault-text">
          {t(messages.formFix)}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t(messages.formKind)}>
          <Select
            value={draft.kind}
            onChange={(e) => setDraft((d) => ({ ...d, kind: e.target.value as ManualKind }))}
          >
            <Options values={MANUAL_KINDS} label={(k) => kindText(intl, k)} />
          </Select>
        </Field>
        <Field
          label={t(messages.formDay)}
          error={
            errors.day &&
            t(errors.day === 'future-date' ? messages.reasonFutureDate : messages.reasonNotADate)
          }
        >
          <TextInput
            type="date"
            max={localToday()}
            value={draft.day ?? ''}
            onChange={(e) => set('day', e.target.value)}
          />
        </Field>
      </div>
      <EntryFields draft={draft} errors={errors} set={set} />
      {w !== undefined && irradianceFlagged(w) && (
        <p role="status" className="text-sm font-medium text-fault-text">
          {t(messages.flaggedWarning, { value: intl.formatNumber(w) })}
        </p>
      )}
      <FormFooter
        // A 400 naming a field is shown at that field.
        error={
          save.isError && !(isApiError(save.error, 400) && save.error.field) ? save.error : null
        }
        pending={save.isPending}
        onCancel={onDone}
        submitLabel={t(save.isPending ? messages.formSaving : messages.formSave)}
      />
    </form>
  );
}
