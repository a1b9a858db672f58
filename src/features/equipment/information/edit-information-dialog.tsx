import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { buildInformationPatch, informationOf } from '@/api/information-patch';
import { useUpdateInformation } from '@/api/equipment-mutations';
import type { Equipment } from '@/domain/documents/schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import { describeError } from '@/components/ui/error-message';
import { showToast } from '@/components/ui/toaster';
import { formatTimezoneOffset } from '@/domain/units';
import { draftFromChanges } from './information-draft';
import { messages } from './messages';
import {
  changedInformation,
  formatOffsetInput,
  formValuesFrom,
  MAX_LENGTH,
  offsetOfTimeZone,
  parseOffsetInput,
  validateInformation,
  type InformationFormErrors,
  type InformationFormValues,
} from './information-form';

interface EditInformationDialogProps {
  open: boolean;
  equipment: Equipment;
  company: string | undefined;
  onClose: () => void;
}

export function EditInformationDialog({
  open,
  equipment,
  company,
  onClose,
}: EditInformationDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      title={intl.formatMessage(messages.editTitle)}
      onClose={onClose}
      wide
      description={intl.formatMessage(messages.editDescription)}
    >
      {open && <EditInformationForm equipment={equipment} company={company} onClose={onClose} />}
    </Dialog>
  );
}

function timeZoneNames(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

interface FieldProps {
  name: keyof InformationFormValues;
  label: string;
  values: InformationFormValues;
  errors: InformationFormErrors;
  onChange: (name: keyof InformationFormValues, value: string) => void;
  hint?: string;
  maxLength?: number;
  list?: string;
  autoFocus?: boolean;
}

function InformationField({
  name,
  label,
  values,
  errors,
  onChange,
  hint,
  maxLength,
  list,
  autoFocus,
}: FieldProps) {
  return (
    <Field label={label} hint={hint} error={errors[name]}>
      <TextInput
        name={name}
        value={values[name]}
        onChange={(e) => onChange(name, e.target.value)}
        maxLength={maxLength ? maxLength + 20 : undefined}
        list={list}
        autoFocus={autoFocus}
        autoComplete="off"
      />
    </Field>
  );
}

/** Validated, changed fields only, optimistic; input kept on failure (docs/decisions.md#editing). */
function EditInformationForm({
  equipment,
  company,
  onClose,
}: Omit<EditInformationDialogProps, 'open'>) {
  const intl = useIntl();
  const guid = equipment._meta.guid;
  // What the user saw when the dialog opened: the baseline of "changed", whatever polls bring in.
  const [original] = useState(equipment);
  const initial = useMemo(() => formValuesFrom(informationOf(original)), [original]);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<InformationFormErrors>({});
  const [saveError, setSaveError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const mutation = useUpdateInformation(guid, company);
  const zonesId = useId();
  const zones = useMemo(() => timeZoneNames(), []);

  const onChange = (name: keyof InformationFormValues, value: string) => {
    setValues((prev) => {
      const next = { ...prev, [name]: value };
      // Choosing a zone fills in its current offset, so the two never disagree by accident.
      if (name === 'timezone') {
        const offset = offsetOfTimeZone(value.trim(), Date.now());
        if (offset !== undefined) next.offset = formatOffsetInput(offset);
      }
      return next;
    });
    setErrors((prev) => ({ ...prev, [name]: undefined }));
    setNotice(null);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (mutation.isPending) return;
    const found = validateInformation(values, intl);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const ops = buildInformationPatch(
      original,
      draftFromChanges(changedInformation(initial, values)),
    );
    if (ops.length === 0) {
      setNotice(intl.formatMessage(messages.nothingChanged));
      return;
    }
    setSaveError(null);
    mutation.mutate(ops, {
      onSuccess: () => {
        showToast(intl.formatMessage(messages.saved), 'info');
        onClose();
      },
      onError: (error) => setSaveError(error),
    });
  };

  const offsetPreview = parseOffsetInput(values.offset);
  const common = { values, errors, onChange };
  return (
    <form onSubmit={submit} noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <InformationField
            name="alias"
            label={intl.formatMessage(messages.alias)}
            maxLength={MAX_LENGTH.alias}
            autoFocus
            hint={intl.formatMessage(messages.aliasHint)}
            {...common}
          />
        </div>
        <div className="sm:col-span-2">
          <InformationField
            name="description"
            label={intl.formatMessage(messages.locationDescription)}
            maxLength={MAX_LENGTH.description}
            {...common}
          />
        </div>
        <InformationField
          name="city"
          label={intl.formatMessage(messages.city)}
          maxLength={MAX_LENGTH.city}
          {...common}
        />
        <InformationField
          name="country"
          label={intl.formatMessage(messages.country)}
          maxLength={MAX_LENGTH.country}
          {...common}
        />
        <InformationField
          name="timezone"
          label={intl.formatMessage(messages.timeZone)}
          list={zonesId}
          hint={intl.formatMessage(messages.timeZoneHint)}
          {...common}
        />
        <InformationField
          name="offset"
          label={intl.formatMessage(messages.utcOffset)}
          hint={
            offsetPreview !== undefined
              ? intl.formatMessage(messages.offsetSavedAs, {
                  offset: formatTimezoneOffset(offsetPreview),
                  seconds: offsetPreview,
                })
              : intl.formatMessage(messages.offsetHint)
          }
          {...common}
        />
      </div>
      <datalist id={zonesId}>
        {zones.map((z) => (
          <option key={z} value={z} />
        ))}
      </datalist>
      {notice && (
        <p role="status" className="mt-3 text-sm">
          {notice}
        </p>
      )}
      {saveError !== null && (
        <p
          role="alert"
          className="mt-3 rounded-md border border-fault-line bg-fault-subtle p-2 text-sm text-fault-on-soft"
        >
          {intl.formatMessage(messages.notSaved, { reason: describeError(saveError) })}
        </p>
      )}
      <div className="mt-4 flex justify-end gap-2">
        <Button onClick={onClose}>{intl.formatMessage(messages.cancel)}</Button>
        {/* amber-700: white on the shared primary amber-600 misses WCAG AA (3.2:1). */}
        <Button
          type="submit"
          variant="primary"
          className="bg-accent-solid! hover:bg-accent-solid-hover!"
          disabled={mutation.isPending}
        >
          {intl.formatMessage(mutation.isPending ? messages.saving : messages.save)}
        </Button>
      </div>
    </form>
  );
}
