import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '@/components/ui/button';
import {
  draftOf,
  parseRuleDraft,
  RULE_FIELDS,
  RULE_IDS,
  RULE_LIMITS,
  type RuleDraft,
  type RuleErrors,
  type RuleId,
  type RuleSettings,
} from '@/domain/alerts/alert-rules';
import { useAlertText } from './alert-text';
import { messages, valueMessages } from './messages';

const FIELD_LABELS: Partial<Record<`${RuleId}.${'minutes' | 'days'}`, MessageDescriptor>> = {
  'offline.minutes': messages.offlineMinutes,
  'fault.minutes': messages.faultMinutes,
  'service-due.days': messages.dueDays,
};

type Outcome = { kind: 'saved' } | { kind: 'invalid' } | { kind: 'failed'; message: string };

/** Where the rules live: this browser's storage, or the engine (per company). */
export interface RulesSource {
  /** A new key loads the rules again. */
  key: unknown;
  load(): Promise<RuleSettings>;
  save(rules: RuleSettings): Promise<void>;
}

/** The rules of this company scope: on/off and thresholds; a bad value saves nothing. */
export function RulesEditor({ source }: { source: RulesSource }) {
  const [draft, setDraft] = useState<RuleDraft | null>(null);
  const [errors, setErrors] = useState<RuleErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const baseId = useId();
  const intl = useIntl();
  const text = useAlertText();

  useEffect(() => {
    let live = true;
    void source.load().then((rules) => live && setDraft(draftOf(rules)));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the source's key says when to reload
  }, [source.key]);

  if (!draft)
    return (
      <p className="text-sm text-fg-muted">
        <FormattedMessage {...messages.rulesLoading} />
      </p>
    );

  const change = (id: RuleId, patch: Partial<RuleDraft[RuleId]>) => {
    setDraft({ ...draft, [id]: { ...draft[id], ...patch } });
    setOutcome(null);
  };

  async function save() {
    if (!draft) return;
    const parsed = parseRuleDraft(draft);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setOutcome({ kind: 'invalid' });
      return;
    }
    setErrors({});
    try {
      await source.save(parsed.rules);
      setOutcome({ kind: 'saved' });
    } catch (error) {
      setOutcome({
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      className="space-y-3"
    >
      <ul className="space-y-2">
        {RULE_IDS.map((id) => (
          <li
            key={id}
            className="flex flex-wrap items-end gap-x-4 gap-y-2 rounded-md border border-line p-3"
          >
            <label className="flex min-w-56 items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                checked={draft[id].enabled}
                onChange={(e) => change(id, { enabled: e.target.checked })}
              />
              {text.ruleName(id)}
            </label>
            {RULE_FIELDS[id].map((field) => {
              const key = `${id}.${field}` as const;
              const inputId = `${baseId}-${key}`;
              // The domain's English error marks the field; the message says it in the language.
              const error = errors[key]
                ? intl.formatMessage(valueMessages.invalidValue, {
                    rule: text.ruleName(id),
                    field,
                    min: String(RULE_LIMITS[field][0]),
                    max: String(RULE_LIMITS[field][1]),
                  })
                : undefined;
              const label = FIELD_LABELS[key];
              return (
                <div key={field} className="flex flex-col gap-1 text-sm">
                  <label htmlFor={inputId}>{label && intl.formatMessage(label)}</label>
                  <input
                    id={inputId}
                    inputMode="numeric"
                    className={`w-28 rounded-md border bg-surface px-2 py-1.5 ${error ? 'border-fault-solid' : 'border-line-strong'}`}
                    value={draft[id][field]}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    onChange={(e) => change(id, { [field]: e.target.value })}
                  />
                  {error && (
                    <span id={`${inputId}-error`} className="text-fault-text">
                      {error}
                    </span>
                  )}
                </div>
              );
            })}
            {id === 'service-due' && (
              <p className="w-full text-sm text-fg-muted">
                <FormattedMessage {...messages.dueExplained} />
              </p>
            )}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary">
          <FormattedMessage {...messages.saveRules} />
        </Button>
        <p role="status" className="text-sm">
          {outcome?.kind === 'saved' && intl.formatMessage(messages.rulesSaved)}
          {outcome?.kind === 'failed' &&
            intl.formatMessage(valueMessages.saveFailed, { message: outcome.message })}
        </p>
      </div>
      {outcome?.kind === 'invalid' && (
        <p role="alert" className="text-sm font-medium text-fault-text">
          <FormattedMessage {...messages.nothingSaved} />
        </p>
      )}
    </form>
  );
}
