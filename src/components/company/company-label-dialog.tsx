import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import { setCompanyLabel } from '@/lib/company-labels';
import { messages } from './messages';

interface Props {
  open: boolean;
  guid: string;
  current: string;
  onClose: () => void;
}

export function CompanyLabelDialog({ open, guid, current, onClose }: Props) {
  const intl = useIntl();
  const [value, setValue] = useState(current);
  return (
    <Dialog
      open={open}
      title={intl.formatMessage(messages.nameThis)}
      onClose={onClose}
      description={intl.formatMessage(messages.dialogText, {
        guid,
        code: (chunks) => <code className="break-all">{chunks}</code>,
      })}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setCompanyLabel(guid, value);
          onClose();
        }}
      >
        <Field label={intl.formatMessage(messages.companyName)}>
          <TextInput value={value} maxLength={60} onChange={(e) => setValue(e.target.value)} />
        </Field>
        <div className="mt-4 flex justify-end gap-2">
          <Button onClick={onClose}>{intl.formatMessage(messages.cancel)}</Button>
          <Button type="submit" variant="primary">
            {intl.formatMessage(messages.saveName)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
