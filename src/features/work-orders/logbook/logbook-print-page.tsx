import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { workOrderQueries, type Logbook } from '@/api/engine/work-orders';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useCompany } from '@/lib/use-company';
import { useFormat } from '@/lib/use-format';
import { EngineGate } from '@/components/work-orders/engine-gate';
import { PrintSheetStyle } from '@/components/work-orders/print-sheet';
import { localToday } from '@/components/work-orders/logbook/entry-form';
import { entryDetails, kindText } from '@/components/work-orders/logbook/entry-text';
import { messages } from '@/components/work-orders/logbook/messages';

/** Route `/equipment/:guid/logbook`: one clean paper document of the unit's logbook, for print. */
export function LogbookPrintPage() {
  const { guid = '' } = useParams();
  const company = useCompany();
  const book = useQuery(workOrderQueries.logbook(guid, company));
  return (
    <EngineGate>
      <QueryState query={book} text={{ loading: messages.loading, error: messages.loadFailed }}>
        {(b) => <PrintedLogbook book={b} company={company} />}
      </QueryState>
    </EngineGate>
  );
}

/** The printed table's column headings, in order. */
const PRINT_COLUMNS = ['colDay', 'colKind', 'colDetails', 'colBy'] as const;

function PrintedLogbook({ book, company }: { book: Logbook; company: string | undefined }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const f = useFormat();
  const { unit } = book;
  const name = unit.alias || unit.serial;
  const facts: [string, string][] = [
    [t(messages.printSalon), unit.siteName ?? '—'],
    [t(messages.printAlias), unit.alias ?? '—'],
    [t(messages.printSerial), unit.serial],
    [t(messages.printUvType), unit.uvType ? String(unit.uvType) : t(messages.printUnknown)],
  ];
  return (
    <article className="logbook-print mx-auto max-w-[210mm] bg-surface p-6 text-fg print:max-w-none print:p-0">
      <title>{t(messages.printTitle, { unit: name })}</title>
      <PrintSheetStyle sheetClass="logbook-print" />
      <div className="mb-4 flex gap-2 print:hidden">
        <Button variant="primary" onClick={() => window.print()}>
          {t(messages.printNow)}
        </Button>
        <Link
          to={paths.equipment.href(unit.guid, company)}
          className="px-3 py-2 text-sm text-accent underline"
        >
          {t(messages.printBack)}
        </Link>
      </div>
      <h1 className="text-2xl font-semibold">{t(messages.printHeading, { unit: name })}</h1>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-medium">{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <table className="mt-5 w-full border-collapse text-sm">
        <caption className="sr-only">{t(messages.caption)}</caption>
        <thead>
          <tr className="border-b-2 border-line-strong text-left">
            {PRINT_COLUMNS.map((col, i) => (
              <th
                key={col}
                scope="col"
                className={i < PRINT_COLUMNS.length - 1 ? 'py-1 pr-2' : 'py-1'}
              >
                {t(messages[col])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {book.entries.map((e) => (
            <tr key={e.id} className="break-inside-avoid border-b border-line align-top">
              <td className="py-1 pr-2 whitespace-nowrap">{f.day(e.day)}</td>
              <td className="py-1 pr-2">{kindText(intl, e.kind)}</td>
              <td className="py-1 pr-2">
                {entryDetails(intl, e, f.locale)}
                {e.flagged && <strong className="ml-2">{t(messages.flagged)}</strong>}
              </td>
              <td className="py-1">{e.author ?? t(messages.byServer)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {book.entries.length === 0 && <p className="mt-3 text-sm">{t(messages.empty)}</p>}
      <p className="mt-6 text-xs text-fg-muted">
        {t(messages.printMade, { day: f.day(localToday()) })}
      </p>
    </article>
  );
}
