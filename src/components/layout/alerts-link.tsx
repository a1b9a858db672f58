import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { alertCountStore } from '@/lib/alert-count';
import { useStore } from '@/lib/create-store';
import { messages } from './messages';

const PREFIX = /^\(\d+\) /;

/** Keeps "(N) " in front of whatever title the page sets, while N alerts need attention. */
function useTitleCount(count: number) {
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(PREFIX, '');
      const wanted = count > 0 ? `(${count}) ${base}` : base;
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    // Pages render their own <title>; follow every change of it.
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(PREFIX, '');
    };
  }, [count]);
}

/** "Alerts (N)": firing alerts that are neither acknowledged nor snoozed. */
export function AlertsLink({
  company,
  className,
}: {
  company: string | undefined;
  className: (s: { isActive: boolean }) => string;
}) {
  const intl = useIntl();
  const count = useStore(alertCountStore);
  useTitleCount(count);
  return (
    <NavLink to={paths.alerts.href(company)} className={className}>
      {intl.formatMessage(messages.navAlerts, { count })}
    </NavLink>
  );
}
