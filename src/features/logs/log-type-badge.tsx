import { useIntl } from 'react-intl';
import { logTypeLabel, logTypeStyle } from './log-types';

export function LogTypeBadge({ type }: { type: string }) {
  const intl = useIntl();
  const style = logTypeStyle(type);
  return (
    <span
      data-log-type={type}
      title={intl.formatMessage(style.description)}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${style.badge}`}
    >
      <span aria-hidden>{style.icon}</span>
      {logTypeLabel(intl, type)}
    </span>
  );
}
