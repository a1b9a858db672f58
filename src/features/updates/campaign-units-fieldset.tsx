import { useIntl } from 'react-intl';
import { FleetFilters } from '@/components/fleet/fleet-filters';
import { Button } from '@/components/ui/button';
import { FORM_ERROR_MESSAGES, messages, valueMessages } from './messages';
import type { CampaignFormState } from './use-campaign-form';

// A checkbox per unit of a 100,000-unit fleet would stall the page; the filters narrow first.
const MAX_CHECKBOXES = 500;

/** The units: the fleet view's filters, a checkbox per unit, and who is skipped and why. */
export function CampaignUnitsFieldset({ state }: { state: CampaignFormState }) {
  const intl = useIntl();
  const { view, setView, options, matching, chosen, excluded, setExcluded, skipped } = state;
  const { acting, waves, mismatch, errors, permissionId } = state;
  const unitsError = mismatch
    ? intl.formatMessage(valueMessages.formConfirmMismatch, mismatch)
    : errors.units && intl.formatMessage(FORM_ERROR_MESSAGES[errors.units]);
  return (
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
      {unitsError && <p className="text-sm font-medium text-fault-text">{unitsError}</p>}
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
  );
}
