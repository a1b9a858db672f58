import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { createWorkOrder, type NewWorkOrderBody } from '@/api/engine/work-orders';
import { WORK_ORDER_PARTS, type WorkOrderPart } from '@/domain/work-orders/work-order-rules';
import { isWorkOrderQuery } from './work-order-queries';
import { FormFooter } from './form-footer';
import { messages } from './messages';
import { PART_MESSAGES } from './work-order-text';
import { UnitPicker } from './unit-picker';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { TextArea } from './text-area';

export interface WorkOrderPrefill {
  unit?: { guid: string; serial: string };
  parts?: WorkOrderPart[];
  dueDate?: string;
  counterType?: string;
}

interface Props {
  company: string | undefined;
  prefill: WorkOrderPrefill;
  onDone: () => void;
}

/** New work order: unit, parts with counts, due date, assignee, notes, state. */
export function WorkOrderForm({ company, prefill, onDone }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const client = useQueryClient();
  const [unit, setUnit] = useState<{ serial: string; guid?: string }>({
    serial: prefill.unit?.serial ?? '',
    guid: prefill.unit?.guid,
  });
  const [counts, setCounts] = useState<Partial<Record<WorkOrderPart, string>>>(() =>
    Object.fromEntries((prefill.parts ?? []).map((p) => [p, '1'])),
  );
  const [due, setDue] = useState(prefill.dueDate ?? '');
  const [assignee, setAssignee] = useState('');
  const [notes, setNotes] = useState('');
  const [state, setState] = useState<'open' | 'scheduled'>('open');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: NewWorkOrderBody) => createWorkOrder(body),
    onSuccess: async () => {
      await client.invalidateQueries({ predicate: isWorkOrderQuery });
      onDone();
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = unit.guid;
    const parts = WORK_ORDER_PARTS.filter((p) => counts[p] !== undefined).map((part) => ({
      part,
      count: Number(counts[part]),
    }));
    const next: Record<string, string> = {};
    if (!found) next.unit = t(messages.unknownUnit);
    if (parts.length === 0) next.parts = t(messages.noParts);
    for (const p of parts)
      if (!Number.isInteger(p.count) || p.count < 1) next[p.part] = t(messages.badCount);
    setErrors(next);
    if (Object.keys(next).length > 0 || !found) return;
    save.mutate({
      unitGuid: found,
      parts,
      dueDate: due || null,
      assignee,
      notes,
      state,
      counterType: prefill.counterType ?? null,
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {prefill.unit ? (
        <Field label={t(messages.formUnit)}>
          <TextInput value={unit.serial} readOnly />
        </Field>
      ) : (
        <UnitPicker company={company} value={unit.serial} error={errors.unit} onChange={setUnit} />
      )}
      <fieldset aria-describedby={errors.parts ? 'wo-parts-error' : undefined}>
        <legend className="text-sm font-medium">{t(messages.formParts)}</legend>
        <div className="mt-1 grid gap-2 sm:grid-cols-2">
          {WORK_ORDER_PARTS.map((part) => (
            <PartRow
              key={part}
              label={t(PART_MESSAGES[part])}
              count={counts[part]}
              error={errors[part]}
              countLabel={t(messages.formCount, { part: t(PART_MESSAGES[part]) })}
              onChange={(count) => setCounts((c) => ({ ...c, [part]: count }))}
            />
          ))}
        </div>
        {errors.parts && (
          <p id="wo-parts-error" className="mt-1 text-xs text-fault-text">
            {errors.parts}
          </p>
        )}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t(messages.formDue)}>
          <TextInput type="date" value={due} onChange={(e) => setDue(e.target.value)} />
        </Field>
        <Field label={t(messages.formState)}>
          <Select value={state} onChange={(e) => setState(e.target.value as 'open' | 'scheduled')}>
            <option value="open">{t(messages.stateOpen)}</option>
            <option value="scheduled">{t(messages.stateScheduled)}</option>
          </Select>
        </Field>
      </div>
      <Field label={t(messages.formAssignee)}>
        <TextInput value={assignee} onChange={(e) => setAssignee(e.target.value)} />
      </Field>
      <Field label={t(messages.formNotes)}>
        <TextArea rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </Field>
      <FormFooter
        error={save.error}
        pending={save.isPending}
        onCancel={onDone}
        submitLabel={t(save.isPending ? messages.formSaving : messages.formSave)}
      />
    </form>
  );
}

function PartRow(props: {
  label: string;
  countLabel: string;
  count: string | undefined;
  error: string | undefined;
  onChange: (count: string | undefined) => void;
}) {
  const { label, countLabel, count, error, onChange } = props;
  return (
    <div className="flex items-center gap-2">
      <label className="flex flex-1 items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={count !== undefined}
          onChange={(e) => onChange(e.target.checked ? '1' : undefined)}
        />
        {label}
      </label>
      {count !== undefined && (
        <input
          type="number"
          min={1}
          aria-label={countLabel}
          aria-invalid={error ? true : undefined}
          title={error}
          value={count}
          onChange={(e) => onChange(e.target.value)}
          className="w-16 rounded-md border border-line-strong bg-surface px-1 py-0.5 text-sm aria-[invalid=true]:border-fault-text"
        />
      )}
    </div>
  );
}
