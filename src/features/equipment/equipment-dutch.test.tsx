import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { equipmentSchema } from '@/domain/documents/schemas';
import { parseDocument } from '@/domain/documents/tolerant';
import { equipmentDoc } from '@/testing/documents';
import { withIntl } from '@/testing/intl';
import { ActiveErrorsPanel } from './active-errors-panel';
import { EquipmentNotFound } from './equipment-not-found';

afterEach(cleanup);

describe('the unit page in Dutch (docs/decisions.md#languages)', () => {
  it('says a unit was not found, with the id as sent', () => {
    render(
      <MemoryRouter>
        <EquipmentNotFound guid="abc-123" company="c1" />
      </MemoryRouter>,
      { wrapper: withIntl(undefined, 'nl') },
    );
    expect(screen.getByRole('heading', { name: 'Apparaat niet gevonden' })).toBeInTheDocument();
    expect(screen.getByText('abc-123')).toHaveClass('font-mono');
    expect(screen.getByText(/gevonden voor het gekozen bedrijf/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de vloot' })).toBeInTheDocument();
  });

  it('translates the active errors panel', () => {
    const eq = parseDocument(equipmentSchema, equipmentDoc({ serial: '2499000024' }), 'equipment');
    if (!eq.value) throw new Error('unparsable');
    render(<ActiveErrorsPanel equipment={eq.value} catalog={[]} />, {
      wrapper: withIntl(undefined, 'nl'),
    });
    expect(screen.getByText('Actieve storingen')).toBeInTheDocument();
    expect(screen.queryByText('Active errors')).not.toBeInTheDocument();
  });
});
