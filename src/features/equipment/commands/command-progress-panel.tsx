import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { useNow } from '@/components/ui/use-now';
import { useFormat } from '@/lib/use-format';
import {
  expectedSteps,
  FOLLOW_LIMIT_MS,
  followStepText,
  type FollowStatus,
} from './command-progress';
import type { CommandState } from './command-store';
import { messages } from './messages';

const TONE: Record<Exclude<FollowStatus, 'following'> | 'failed', string> = {
  verified: 'border-ok-line bg-ok-subtle text-ok-on-soft',
  unexpected: 'border-attention-line bg-attention-subtle text-attention-on-soft',
  stuck: 'border-attention-line bg-attention-subtle text-attention-on-soft',
  'no-change': 'border-attention-line bg-attention-subtle text-attention-on-soft',
  failed: 'border-fault-line bg-fault-subtle text-fault-on-soft',
};

function Elapsed({ since }: { since: number }) {
  const intl = useIntl();
  const f = useFormat();
  const now = useNow(1_000);
  const elapsed = Math.max(0, now - since);
  return (
    <span className="text-xs text-fg-muted">
      {intl.formatMessage(messages.elapsed, {
        elapsed: f.seconds(elapsed / 1000),
        limit: FOLLOW_LIMIT_MS / 60_000,
      })}
    </span>
  );
}

/** The outcome, read back from the unit (docs/decisions.md#controller-commands). */
export function CommandProgressPanel({
  state,
  onDismiss,
}: {
  state: CommandState;
  onDismiss: () => void;
}) {
  const intl = useIntl();
  const kind = state.phase === 'following' ? state.follow.kind : state.kind;
  const title = intl.formatMessage(
    kind === 'reset' ? messages.resetPanelTitle : messages.updatePanelTitle,
  );
  const dismiss = (
    <Button size="sm" variant="ghost" onClick={onDismiss}>
      {intl.formatMessage(messages.dismiss)}
    </Button>
  );

  if (state.phase === 'sending') {
    return (
      <Panel title={title}>
        <p role="status" className="text-sm">
          {intl.formatMessage(messages.sendingCommand)}
        </p>
      </Panel>
    );
  }
  if (state.phase === 'failed') {
    return (
      <Panel title={title} actions={dismiss}>
        <p role="alert" className={`rounded-md border p-3 text-sm ${TONE.failed}`}>
          {state.message}
        </p>
      </Panel>
    );
  }
  const { follow } = state;
  const ended = follow.status !== 'following';
  return (
    <Panel title={title} actions={ended ? dismiss : <Elapsed since={follow.acceptedAt} />}>
      <ol
        className="mb-3 flex flex-wrap gap-2 text-sm"
        aria-label={intl.formatMessage(messages.expectedSteps)}
      >
        {expectedSteps(follow, intl).map((step, i) => (
          <li
            key={step.state}
            className={`rounded-full px-2.5 py-0.5 ring-1 ring-inset ${step.done ? 'bg-ok-soft text-ok-on-soft ring-ok-solid/30' : 'text-fg-soft ring-line-strong'}`}
          >
            <span className="sr-only">
              {intl.formatMessage(step.done ? messages.stepSeen : messages.stepWaiting)}{' '}
            </span>
            {i + 1}. {step.label}
          </li>
        ))}
      </ol>
      {ended ? (
        <p
          role="status"
          className={`rounded-md border p-3 text-sm font-medium ${TONE[follow.status as Exclude<FollowStatus, 'following'>]}`}
        >
          {follow.outcome}
        </p>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm">
          <span
            className="h-4 w-4 animate-spin rounded-full border-2 border-line-strong border-t-accent-solid"
            aria-hidden
          />
          {followStepText(follow, intl)}
        </p>
      )}
    </Panel>
  );
}
