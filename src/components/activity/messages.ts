import { defineMessages } from 'react-intl';

// English text of the audit log's table (the activity page and the equipment page's section).
export const messages = defineMessages({
  caption: { id: 'activity.caption', defaultMessage: 'Activity' },
  colWhen: { id: 'activity.colWhen', defaultMessage: 'When' },
  colWho: { id: 'activity.colWho', defaultMessage: 'Who' },
  colAction: { id: 'activity.colAction', defaultMessage: 'Action' },
  colUnit: { id: 'activity.colUnit', defaultMessage: 'Unit' },
  colResult: { id: 'activity.colResult', defaultMessage: 'Result' },
  engine: { id: 'activity.engine', defaultMessage: 'The server' },
  empty: { id: 'activity.empty', defaultMessage: 'Nothing recorded yet.' },
  loading: { id: 'activity.loading', defaultMessage: 'Loading the activity…' },
  failed: { id: 'activity.failed', defaultMessage: 'The activity could not be loaded' },
  unitHeading: { id: 'activity.unitHeading', defaultMessage: 'Activity' },
  unitAll: { id: 'activity.unitAll', defaultMessage: 'All activity of this unit' },
  actionReset: { id: 'activity.actionReset', defaultMessage: 'Reset controller' },
  actionUpdate: { id: 'activity.actionUpdate', defaultMessage: 'Start controller update' },
  actionInformation: { id: 'activity.actionInformation', defaultMessage: 'Edit information' },
  actionCampaignCreate: { id: 'activity.actionCampaignCreate', defaultMessage: 'Create campaign' },
  actionCampaignApprove: {
    id: 'activity.actionCampaignApprove',
    defaultMessage: 'Approve campaign',
  },
  actionCampaignPause: { id: 'activity.actionCampaignPause', defaultMessage: 'Pause campaign' },
  actionCampaignResume: { id: 'activity.actionCampaignResume', defaultMessage: 'Resume campaign' },
  actionCampaignStop: { id: 'activity.actionCampaignStop', defaultMessage: 'Stop campaign' },
  actionCampaignRetry: { id: 'activity.actionCampaignRetry', defaultMessage: 'Retry failed units' },
  actionCampaignSend: {
    id: 'activity.actionCampaignSend',
    defaultMessage: 'Campaign: about to send',
  },
});
