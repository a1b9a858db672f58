import { useIntl } from 'react-intl';
import { messages } from './messages';

/** What a campaign cannot do, said plainly on the form and on every campaign page. */
export function NoRecall() {
  return (
    <p className="rounded-md bg-surface-muted p-3 text-sm">
      {useIntl().formatMessage(messages.noRecall)}
    </p>
  );
}
