import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { withIntl } from '@/testing/intl';
import { createTestQueryClient } from '@/testing/render-with-client';
import { SettingsForm } from './settings-form';

afterEach(cleanup);

const settings = {
  saved: false,
  emailOn: false,
  email: 'oscar@example.com',
  language: 'en',
  timeZone: 'UTC',
  quietHours: '',
  repeatMinutes: null,
  companies: null,
  rules: null,
  digest: false,
  devices: [],
};
const companies = [
  { id: 'c1', label: 'Salon One' },
  { id: 'c2', label: 'Salon Two' },
];

function show(locale: 'en' | 'de' = 'en') {
  const client = createTestQueryClient();
  const Wrapper = withIntl(
    ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    locale,
  );
  return render(<SettingsForm settings={settings} companies={companies} />, { wrapper: Wrapper });
}

describe('SettingsForm', () => {
  it('says what is wrong with quiet hours and keeps what was typed', async () => {
    const user = userEvent.setup();
    show();
    const quiet = screen.getByLabelText('Quiet hours');
    await user.type(quiet, '22-7');
    await user.click(screen.getByRole('checkbox', { name: 'Repeat until acknowledged' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(quiet).toHaveValue('22-7');
    expect(quiet).toHaveAccessibleDescription(expect.stringMatching(/two times like 22:00-07:00/));
    expect(screen.getByLabelText('Every (minutes)')).toHaveValue('30');
  });

  it('asks for the address when e-mail is on without one, in German', async () => {
    const user = userEvent.setup();
    show('de');
    await user.clear(screen.getByLabelText('E-Mail-Adresse'));
    await user.click(screen.getByRole('checkbox', { name: 'E-Mail' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAccessibleDescription(
      'Geben Sie die E-Mail-Adresse ein, an die die Nachrichten gehen.',
    );
  });

  it('narrows companies and rules with checkboxes, and asks for at least one company', async () => {
    const user = userEvent.setup();
    show();
    const companyBoxes = screen.getByRole('group', { name: 'Companies' });
    const one = within(companyBoxes).getByRole('checkbox', { name: 'Salon One' });
    const two = within(companyBoxes).getByRole('checkbox', { name: 'Salon Two' });
    expect(one).toBeChecked();
    await user.click(one);
    await user.click(two);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(companyBoxes).toHaveAccessibleDescription(
      expect.stringMatching(/Tick at least one company/),
    );
    const rules = screen.getByRole('group', { name: 'Rules' });
    expect(within(rules).getAllByRole('checkbox')).toHaveLength(6);
    expect(within(rules).getByRole('checkbox', { name: 'Service due soon' })).toBeChecked();
  });
});
