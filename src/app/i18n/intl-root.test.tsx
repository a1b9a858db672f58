import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LanguageSelect } from '@/components/layout/language-select';
import { configureCatalogs } from '@/lib/intl';
import { IntlRoot } from './intl-root';
import { loadCatalog } from './load-catalog';

describe('IntlRoot with the Language select (docs/decisions.md#languages)', () => {
  it('starts in the browser language, switches on a pick, keeps it and sets <html lang>', async () => {
    configureCatalogs(loadCatalog);
    render(
      <IntlRoot>
        <LanguageSelect />
      </IntlRoot>,
    );
    // jsdom's browser speaks en-US.
    const select = await screen.findByLabelText('Language');
    expect(document.documentElement.lang).toBe('en');

    await userEvent.selectOptions(select, 'Nederlands');
    expect(await screen.findByLabelText('Taal')).toHaveValue('nl');
    expect(document.documentElement.lang).toBe('nl');
    expect(localStorage.getItem('sunbed-fleet.locale')).toBe('nl');

    await userEvent.selectOptions(screen.getByLabelText('Taal'), 'Deutsch');
    expect(await screen.findByLabelText('Sprache')).toHaveValue('de');
    expect(document.documentElement.lang).toBe('de');

    await userEvent.selectOptions(screen.getByLabelText('Sprache'), 'English');
    expect(await screen.findByLabelText('Language')).toHaveValue('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
