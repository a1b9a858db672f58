import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Loading } from '@/components/ui/loading';
import { useEngine } from '@/lib/use-engine';
import { messages } from './messages';

/** Whether the dashboard's server (the engine) answers: work orders live there. */
export const useEngineState = () => useEngine().state;

/** Its children with the engine; without it, a sentence saying these pages need the server. */
export function EngineGate({ children, off }: { children: ReactNode; off?: ReactNode }) {
  const intl = useIntl();
  const state = useEngineState();
  if (state === 'checking') return <Loading label={intl.formatMessage(messages.checking)} />;
  if (state === 'off')
    return (
      off ?? (
        <p role="status" className="rounded-md border border-line bg-surface p-3 text-sm">
          {intl.formatMessage(messages.needsServer)}
        </p>
      )
    );
  return <>{children}</>;
}
