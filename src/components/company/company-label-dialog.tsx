import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { setCompanyLabel } from '@/lib/company-labels';

interface Props {
  open: boolean;
  guid: string;
  current: string;
  onClose: () => void;
}

export function CompanyLabelDialog({ open, guid, current, onClose }: Props) {
  const [value, setValue] = useState(current);
  return (
    <Dialog
      open={open}
      title="Name this company"
      onClose={onClose}
      description={
        <>
          The service only knows the company as <code className="break-all">{guid}</code>. The name
          is kept in this browser only.
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setCompanyLabel(guid, value);
          onClose();
        }}
      >
        <label className="block text-sm font-medium">
          Company name
          <input
            className="mt-1 block w-full rounded-md border border-line-strong bg-field px-2 py-1.5"
            value={value}
            maxLength={60}
            onChange={(e) => setValue(e.target.value)}
          />
        </label>
        <div className="mt-4 flex justify-end gap-2">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary">
            Save name
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
