import { useIntl } from 'react-intl';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import { messages, valueMessages } from './messages';
import type { CampaignFormState } from './use-campaign-form';
import { Checkbox } from '@/components/ui/checkbox';

/** Only on the engine: a start time (in this browser's time zone) and a second person's approval. */
export function EngineFields({ state }: { state: CampaignFormState }) {
  const intl = useIntl();
  const { extras, setExtras } = state;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div className="grid gap-3 rounded-lg border border-line bg-surface p-3 sm:grid-cols-2">
      <Field
        label={intl.formatMessage(messages.formStartAt)}
        hint={intl.formatMessage(valueMessages.formStartAtHint, { zone })}
      >
        <TextInput
          type="datetime-local"
          value={extras.startAt}
          onChange={(e) => setExtras((x) => ({ ...x, startAt: e.target.value }))}
        />
      </Field>
      <div className="space-y-1">
        <Checkbox
          look="field"
          checked={extras.needsApproval}
          onChange={(needsApproval) => setExtras((x) => ({ ...x, needsApproval }))}
          aria-describedby="campaign-approval-hint"
        >
          {intl.formatMessage(messages.formNeedsApproval)}
        </Checkbox>
        <p id="campaign-approval-hint" className="text-xs text-fg-muted">
          {intl.formatMessage(messages.formNeedsApprovalHint)}
        </p>
      </div>
    </div>
  );
}
