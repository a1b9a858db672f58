import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { workOrderQueries } from '@/api/engine/work-orders';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Panel } from '@/components/ui/panel';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { CSV_BOM, CSV_MIME_TYPE } from '@/domain/csv';
import { downloadText } from '@/lib/download';
import { useLocale } from '@/lib/use-format';
import { EntryForm } from './entry-form';
import { logbookCsv } from './logbook-csv';
import { LogbookTable } from './logbook-table';
import { messages } from './messages';

/** The equipment page's **Logbook**: entries, **Add entry**, **Print logbook**, **Export CSV**. */
export function LogbookPanel({ guid, company }: { guid: string; company: string | undefined }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = useLocale();
  const book = useQuery(workOrderQueries.logbook(guid, company));
  const [adding, setAdding] = useState(false);
  const data = book.data;
  const actions = (
    <>
      <Button size="sm" variant="primary" onClick={() => setAdding(true)}>
        {t(messages.addEntry)}
      </Button>
      <Link
        to={paths.logbookPrint.href(guid, company)}
        className="rounded-md border border-line-strong px-2 py-1 text-sm font-medium hover:bg-surface-hover"
      >
        {t(messages.printLogbook)}
      </Link>
      <Button
        size="sm"
        disabled={!data}
        onClick={() =>
          data &&
          downloadText(
            `logbook-${data.unit.serial}.csv`,
            CSV_BOM + logbookCsv(intl, data, locale),
            CSV_MIME_TYPE,
          )
        }
      >
        {t(messages.exportCsv)}
      </Button>
    </>
  );
  return (
    <Panel title={t(messages.heading)} actions={actions} className="logbook-panel">
      <QueryState
        query={book}
        loadingLabel={t(messages.loading)}
        errorTitle={t(messages.loadFailed)}
      >
        {(b) => <LogbookTable entries={b.entries} />}
      </QueryState>
      <Dialog open={adding} title={t(messages.formTitle)} onClose={() => setAdding(false)} wide>
        <EntryForm guid={guid} onDone={() => setAdding(false)} />
      </Dialog>
    </Panel>
  );
}
