import { useIntl } from 'react-intl';
import { messages } from './messages';

const button =
  'flex h-9 w-9 items-center justify-center bg-surface text-lg font-semibold text-fg hover:bg-surface-strong focus-visible:relative focus-visible:ring-2 focus-visible:ring-accent-line';

/** Zoom and fit buttons over the map's top-right corner. */
export function MapControls({
  onZoomIn,
  onZoomOut,
  onFit,
}: {
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
}) {
  const intl = useIntl();
  return (
    <div className="absolute top-2 right-2 flex flex-col overflow-hidden rounded-md border border-line-strong shadow-sm">
      <button
        type="button"
        className={button}
        onClick={onZoomIn}
        aria-label={intl.formatMessage(messages.zoomIn)}
      >
        <span aria-hidden>+</span>
      </button>
      <button
        type="button"
        className={`${button} border-t border-line-strong`}
        onClick={onZoomOut}
        aria-label={intl.formatMessage(messages.zoomOut)}
      >
        <span aria-hidden>−</span>
      </button>
      <button
        type="button"
        className={`${button} border-t border-line-strong text-base`}
        onClick={onFit}
        aria-label={intl.formatMessage(messages.fit)}
        title={intl.formatMessage(messages.fit)}
      >
        <span aria-hidden>⤢</span>
      </button>
    </div>
  );
}
