import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import { paths } from '@/config/paths';
import { CampaignSettingsFields } from './campaign-settings-fields';
import { CampaignUnitsFieldset } from './campaign-units-fieldset';
import { EngineFields } from './engine-fields';
import { messages, valueMessages } from './messages';
import { NoRecall } from './no-recall';
import { useCampaignForm } from './use-campaign-form';
import { FleetQueryState } from '@/components/fleet/fleet-query-state';

/** /updates/new: the campaign form, starting with the units of the fleet view in the URL. */
export function CampaignFormPage() {
  const intl = useIntl();
  const state = useCampaignForm();
  const { company, fleet, needsName, acting, confirmName, setConfirmName, noneAllowed } = state;

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
      <p className="text-sm text-fg-muted">
        {state.engine === 'on'
          ? intl.formatMessage(messages.runsOnServer)
          : state.engine === 'off' && intl.formatMessage(messages.runsInBrowser)}
      </p>
      <FleetQueryState fleet={fleet} company={company}>
        {() => (
          <form onSubmit={(e) => void state.submit(e)} noValidate className="space-y-4">
            <CampaignSettingsFields state={state} />
            {state.engine === 'on' && <EngineFields state={state} />}
            <CampaignUnitsFieldset state={state} />
            {needsName && (
              <div className="max-w-sm">
                <Field
                  label={intl.formatMessage(messages.formConfirm)}
                  hint={intl.formatMessage(valueMessages.formConfirmHint, { count: acting })}
                >
                  <TextInput
                    value={confirmName}
                    onChange={(e) => setConfirmName(e.target.value)}
                    autoComplete="off"
                  />
                </Field>
              </div>
            )}
            {noneAllowed && (
              <p className="text-sm font-medium">
                {intl.formatMessage(valueMessages.formNoneAllowed, {
                  permission: state.permissionId,
                })}
              </p>
            )}
            {state.failure !== undefined && <ErrorMessage error={state.failure} />}
            <Button
              type="submit"
              variant="primary"
              disabled={state.busy || noneAllowed || !state.ready || state.permissionsPending}
            >
              {intl.formatMessage(messages.formStart)}
            </Button>
          </form>
        )}
      </FleetQueryState>
    </div>
  );
}
