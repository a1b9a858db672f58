import { useIntl, type IntlShape } from 'react-intl';
import type { Equipment } from '@/domain/documents/schemas';
import { Panel } from '@/components/ui/panel';
import { SimpleTable, type DataColumn } from '@/components/ui/simple-table';
import {
  informationGroups,
  settingsContent,
  type FieldValue,
  type InfoRow,
} from './information-fields';
import { messages } from './messages';

function Value({ value }: { value: FieldValue }) {
  const intl = useIntl();
  if (value.kind === 'missing') {
    return (
      <span className="text-fg-subtle" title={intl.formatMessage(messages.notProvided)}>
        —
      </span>
    );
  }
  if (value.kind === 'unreadable') {
    return (
      <span className="text-accent italic" title={intl.formatMessage(messages.unreadableTitle)}>
        {intl.formatMessage(messages.unreadable)}
      </span>
    );
  }
  return (
    <span className={`break-words ${value.mono ? 'font-mono text-[0.8125rem]' : ''}`}>
      {value.text}
    </span>
  );
}

function Rows({ rows }: { rows: InfoRow[] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-3 gap-y-1 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-fg-muted">{row.label}</dt>
          <dd className="min-w-0">
            <Value value={row.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function settingColumns(intl: IntlShape): DataColumn<InfoRow>[] {
  return [
    {
      id: 'setting',
      header: intl.formatMessage(messages.colSetting),
      rowHeader: true,
      cellClassName: 'font-mono text-[0.8125rem] font-normal',
      cell: (row) => row.label,
    },
    {
      id: 'value',
      header: intl.formatMessage(messages.colValue),
      cell: (row) => <Value value={row.value} />,
    },
  ];
}

/** Every field a human needs, grouped; "—" when not provided, "unreadable" when malformed. */
export function InformationPanel({
  equipment,
  actions,
}: {
  equipment: Equipment;
  actions?: React.ReactNode;
}) {
  const intl = useIntl();
  const groups = informationGroups(equipment, intl);
  const settings = settingsContent(equipment, intl);
  return (
    <Panel title={intl.formatMessage(messages.title)} actions={actions}>
      <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
        {groups.map((group) => (
          <div key={group.title}>
            <h3 className="mb-1 text-sm font-semibold text-fg">{group.title}</h3>
            <Rows rows={group.rows} />
          </div>
        ))}
        <div className="md:col-span-2">
          <h3 className="mb-1 text-sm font-semibold text-fg">
            {intl.formatMessage(messages.settings)}
          </h3>
          {settings.kind === 'rows' ? (
            <SimpleTable
              caption={intl.formatMessage(messages.settingsCaption)}
              columns={settingColumns(intl)}
              rows={settings.rows}
              tableClassName="min-w-[50%] text-sm"
            />
          ) : (
            <p className="text-sm">
              <Value value={settings} />
              <span className="sr-only">
                {settings.kind === 'missing' ? ` ${intl.formatMessage(messages.noSettings)}` : ''}
              </span>
            </p>
          )}
        </div>
      </div>
    </Panel>
  );
}
