import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { usePermissions } from '@/api/auth';
import { can } from '@/api/permissions';
import { useFleetUnits } from '@/api/fleet/fleet-units';
import { FleetFilters } from '@/components/fleet/fleet-filters';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { getRuntimeConfig } from '@/config/runtime-config';
import { createCampaign } from '@/domain/campaigns/campaign-engine';
import {
  CONFIRM_BY_NAME_ABOVE,
  defaultForm,
  mayAct,
  planUnits,
  readForm,
  waveSizes,
  type CampaignForm,
  type FormErrors,
} from '@/domain/campaigns/campaign-plan';
import { filterOptions, rowPredicate } from '@/domain/fleet/fleet-filter';
import { useCompany } from '@/lib/use-company';
import { useFleetView } from '@/lib/use-fleet-view';
import { useCampaigns } from './campaign-session';
import { FORM_ERROR_MESSAGES, messages, valueMessages } from './messages';
import { NoRecall } from './no-recall';

const inputClass =
  'w-full rounded-md border border-line-strong bg-surface px-2 py-1.5 text-sm aria-[invalid=true]:border-red-700';

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

// A checkbox per unit of a 100,000-unit fleet would stall the page; the filters narrow first.
const MAX_CHECKBOXES = 500;

/** /updates/new: the campaign form, starting with the units of the fleet view in the URL. */
export function CampaignFormPage() {
  const company = useCompany();
  const navigate = useNavigate();
  const fleet = useFleetUnits(company);
  const [view, setView] = useFleetView();
  const permissions = usePermissions(company);
  const { session } = useCampaigns();
  const [form, setForm] = useState<CampaignForm>(defaultForm);
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const intl = useIntl();
  const [errors, setErrors] = useState<FormErrors>({});
  // The typed name did not match: shown under the units, with the name and count at the time.
  const [mismatch, setMismatch] = useState<{ name: string; count: number }>();
  const [confirmName, setConfirmName] = useState('');
  const [busy, setBusy] = useState(false);

  const options = useMemo(() => filterOptions(fleet.units), [fleet.units]);
  const matching = useMemo(() => fleet.units.filter(rowPredicate(view)), [fleet.units, view]);
  const chosen = useMemo(() => matching.filter((u) => !excluded.has(u.guid)), [matching, excluded]);
  const permissionAction = form.action === 'update' ? 'controllerUpdate' : 'reset';
  const permissionId = getRuntimeConfig().permissions[permissionAction];
  const permitted = useMemo(() => {
    const companies = new Set(chosen.flatMap((u) => u.companyGuids));
    if (company) companies.add(company);
    return new Set([...companies].filter((c) => can(permissions.data?.rows, permissionAction, c)));
  }, [chosen, company, permissions.data, permissionAction]);
  // The preview counts without building the plan: at 100,000 units the full plan (one object per
  // unit) is made once, on start, not on every fleet page or keystroke.
  const skipped = useMemo(
    () => chosen.filter((u) => !mayAct(u, permitted, company)),
    [chosen, permitted, company],
  );
  const acting = chosen.length - skipped.length;
  const waves = waveSizes(acting, Number(form.firstWave) || 1, Number(form.growth) || 1).length;
  const needsName = acting > CONFIRM_BY_NAME_ABOVE;
  const noneAllowed = permissions.isSuccess && chosen.length > 0 && acting === 0;

  const errorText = (key: keyof FormErrors) => {
    const code = errors[key];
    return code && intl.formatMessage(FORM_ERROR_MESSAGES[code]);
  };
  const unitsError = mismatch
    ? intl.formatMessage(valueMessages.formConfirmMismatch, mismatch)
    : errorText('units');

  const set = (key: keyof CampaignForm) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));
  const fieldProps = (key: keyof CampaignForm) => ({
    id: `campaign-${key}`,
    value: form[key],
    onChange: (e: { target: { value: string } }) => set(key)(e.target.value),
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby':
      [errors[key] && `campaign-${key}-error`, `campaign-${key}-hint`].filter(Boolean).join(' ') ||
      undefined,
    className: inputClass,
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || !session) return;
    const read = readForm(form, acting, getRuntimeConfig().campaignVerifyMs);
    if (!read.ok) {
      setErrors(read.errors);
      setMismatch(undefined);
      return;
    }
    if (needsName && confirmName.trim() !== read.name) {
      setErrors({});
      setMismatch({ name: read.name, count: acting });
      return;
    }
    setErrors({});
    setMismatch(undefined);
    setBusy(true);
    try {
      const plan = planUnits(
        chosen.map((u) => ({
          guid: u.guid,
          label: u.alias || u.serial,
          companyGuids: u.companyGuids,
          zone: u.location && {
            timezone: u.location.timezone,
            timezone_offset: u.location.timezoneOffset,
          },
        })),
        read.settings,
        permitted,
        company,
        permissionId,
      );
      const campaign = createCampaign({
        id: crypto.randomUUID(),
        name: read.name,
        at: Date.now(),
        company,
        settings: read.settings,
        // The units as previewed (same permissions, same waves), frozen into the campaign.
        units: plan,
      });
      await session.runner.create(campaign);
      void navigate(paths.campaign.href(campaign.id, company));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <title>{intl.formatMessage(messages.formDocumentTitle)}</title>
      <p className="text-sm">
        <Link to={paths.updates.href(company)} className="text-accent underline">
          {intl.formatMessage(messages.backLink)}
        </Link>
      </p>
      <h1 className="text-xl font-semibold">{intl.formatMessage(messages.newCampaign)}</h1>
      <NoRecall />
      <QueryState
        query={fleet.query}
        loadingLabel={intl.formatMessage(messages.loadingFleet)}
        errorTitle={intl.formatMessage(messages.fleetFailed)}
      >
        {() => (
          <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
            <div className="grid gap-3 rounded-lg border border-line bg-surface p-3 sm:grid-cols-2 lg:grid-cols-4">
              <Field
                id="campaign-name"
                label={intl.formatMessage(messages.formName)}
                error={errorText('name')}
              >
                <input {...fieldProps('name')} autoComplete="off" />
              </Field>
              <Field id="campaign-action" label={intl.formatMessage(messages.formAction)}>
                <select
                  id="campaign-action"
                  value={form.action}
                  onChange={(e) => set('action')(e.target.value)}
                  className={inputClass}
                >
                  <option value="update">{intl.formatMessage(messages.actionUpdate)}</option>
                  <option value="reset">{intl.formatMessage(messages.actionReset)}</option>
                </select>
              </Field>
              <Field
                id="campaign-expectedVersion"
                label={intl.formatMessage(messages.formExpectedVersion)}
                hint={intl.formatMessage(messages.formExpectedVersionHint)}
                error={errorText('expectedVersion')}
              >
                <input {...fieldProps('expectedVersion')} disabled={form.action === 'reset'} />
              </Field>
              <Field
                id="campaign-firstWave"
                label={intl.formatMessage(messages.formFirstWave)}
                hint={intl.formatMessage(messages.formFirstWaveHint)}
                error={errorText('firstWave')}
              >
                <input {...fieldProps('firstWave')} inputMode="numeric" />
              </Field>
              <Field
                id="campaign-growth"
                label={intl.formatMessage(messages.formGrowth)}
                hint={intl.formatMessage(messages.formGrowthHint)}
                error={errorText('growth')}
              >
                <input {...fieldProps('growth')} inputMode="decimal" />
              </Field>
              <Field
                id="campaign-maxBusy"
                label={intl.formatMessage(messages.formMaxBusy)}
                hint={intl.formatMessage(messages.formMaxBusyHint)}
                error={errorText('maxBusy')}
              >
                <input {...fieldProps('maxBusy')} inputMode="numeric" />
              </Field>
              <Field
                id="campaign-soakMinutes"
                label={intl.formatMessage(messages.formSoak)}
                hint={intl.formatMessage(messages.formSoakHint)}
                error={errorText('soakMinutes')}
              >
                <input {...fieldProps('soakMinutes')} inputMode="decimal" />
              </Field>
              <Field
                id="campaign-failurePct"
                label={intl.formatMessage(messages.formFailurePct)}
                hint={intl.formatMessage(messages.formFailurePctHint)}
                error={errorText('failurePct')}
              >
                <input {...fieldProps('failurePct')} inputMode="decimal" />
              </Field>
              <Field
                id="campaign-quietHours"
                label={intl.formatMessage(messages.formQuietHours)}
                hint={intl.formatMessage(messages.formQuietHoursHint)}
                error={errorText('quietHours')}
              >
                <input {...fieldProps('quietHours')} />
              </Field>
              <Field
                id="campaign-waitMinutes"
                label={intl.formatMessage(messages.formWait)}
                hint={intl.formatMessage(messages.formWaitHint)}
                error={errorText('waitMinutes')}
              >
                <input {...fieldProps('waitMinutes')} inputMode="decimal" />
              </Field>
            </div>

            <fieldset className="space-y-3 rounded-lg border border-line bg-surface p-3">
              <legend className="px-1 text-base font-semibold">
                {intl.formatMessage(messages.formUnits)}
              </legend>
              <FleetFilters
                view={view}
                options={options}
                onChange={(next) => setView(next, { replace: true })}
              />
              <p role="status" className="text-sm tabular-nums">
                {intl.formatMessage(valueMessages.formChosen, {
                  chosen: chosen.length,
                  matching: matching.length,
                  acting,
                  waves,
                })}
                {skipped.length > 0 &&
                  intl.formatMessage(valueMessages.formSkippedCount, { count: skipped.length })}
              </p>
              <div className="flex gap-2">
                <Button size="sm" onClick={() => setExcluded(new Set())}>
                  {intl.formatMessage(messages.formChooseAll)}
                </Button>
                <Button size="sm" onClick={() => setExcluded(new Set(matching.map((u) => u.guid)))}>
                  {intl.formatMessage(messages.formChooseNone)}
                </Button>
              </div>
              <ul className="grid max-h-80 gap-1 overflow-y-auto sm:grid-cols-3">
                {matching.slice(0, MAX_CHECKBOXES).map((u) => (
                  <li key={u.guid}>
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={!excluded.has(u.guid)}
                        onChange={(e) =>
                          setExcluded((prev) => {
                            const next = new Set(prev);
                            if (e.target.checked) next.delete(u.guid);
                            else next.add(u.guid);
                            return next;
                          })
                        }
                      />
                      {u.alias || u.serial}
                    </label>
                  </li>
                ))}
              </ul>
              {matching.length > MAX_CHECKBOXES && (
                <p className="text-sm text-fg-muted">
                  {intl.formatMessage(valueMessages.formListedFirst, {
                    max: MAX_CHECKBOXES,
                    rest: matching.length - MAX_CHECKBOXES,
                  })}
                </p>
              )}
              {unitsError && (
                <p className="text-sm font-medium text-red-700 dark:text-red-300">{unitsError}</p>
              )}
              {skipped.length > 0 && (
                <div>
                  <h2 className="text-sm font-semibold">
                    {intl.formatMessage(messages.formSkippedHeading)}
                  </h2>
                  <ul className="list-disc pl-5 text-sm">
                    {skipped.map((u) => (
                      <li key={u.guid}>
                        {u.alias || u.serial}:{' '}
                        {intl.formatMessage(valueMessages.formNoPermissionUnit, {
                          permission: permissionId,
                        })}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </fieldset>

            {needsName && (
              <div className="max-w-sm">
                <Field
                  id="campaign-confirm"
                  label={intl.formatMessage(messages.formConfirm)}
                  hint={intl.formatMessage(valueMessages.formConfirmHint, { count: acting })}
                >
                  <input
                    id="campaign-confirm"
                    value={confirmName}
                    onChange={(e) => setConfirmName(e.target.value)}
                    className={inputClass}
                    autoComplete="off"
                  />
                </Field>
              </div>
            )}
            {noneAllowed && (
              <p className="text-sm font-medium">
                {intl.formatMessage(valueMessages.formNoneAllowed, { permission: permissionId })}
              </p>
            )}
            <Button
              type="submit"
              variant="primary"
              disabled={busy || noneAllowed || !session || permissions.isPending}
            >
              {intl.formatMessage(messages.formStart)}
            </Button>
          </form>
        )}
      </QueryState>
    </div>
  );
}
