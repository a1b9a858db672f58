import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

// English text of the company switcher and its dialogs; translations beside.
export const messages = defineMessages({
  company: { id: 'company.company', defaultMessage: 'Company' },
  allCompanies: { id: 'company.allCompanies', defaultMessage: 'All companies' },
  // A company nobody named yet, by the start of its id.
  unnamed: defineMessage<{ id: string }>({ id: 'company.unnamed', defaultMessage: 'Company {id}' }),
  unknownCompany: { id: 'company.unknownCompany', defaultMessage: 'Unknown company' },
  nameThis: { id: 'company.nameThis', defaultMessage: 'Name this company' },
  nameTip: {
    id: 'company.nameTip',
    defaultMessage: 'Give this company a name (kept in this browser)',
  },
  chooseFirst: { id: 'company.chooseFirst', defaultMessage: 'Choose a company to name it' },
  dialogText: defineMessage<{ guid: string; code: MessageTag }>({
    id: 'company.dialogText',
    defaultMessage:
      'The service only knows the company as <code>{guid}</code>. The name is kept in this browser only.',
  }),
  companyName: { id: 'company.companyName', defaultMessage: 'Company name' },
  cancel: { id: 'company.cancel', defaultMessage: 'Cancel' },
  saveName: { id: 'company.saveName', defaultMessage: 'Save name' },
  noAccess: { id: 'company.noAccess', defaultMessage: 'No access to this company' },
  noAccessText: defineMessage<{ company: string; code: MessageTag }>({
    id: 'company.noAccessText',
    defaultMessage:
      'Your account has no permission for company <code>{company}</code>, or it does not exist.',
  }),
  showAll: { id: 'company.showAll', defaultMessage: 'Show all companies instead' },
});
