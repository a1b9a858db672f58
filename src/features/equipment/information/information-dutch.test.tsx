import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { equipmentSchema } from '@/domain/documents/schemas';
import { parseDocument } from '@/domain/documents/tolerant';
import { equipmentDoc } from '@/testing/documents';
import { withIntl } from '@/testing/intl';
import { InformationPanel } from './information-panel';

afterEach(cleanup);

describe('the Information panel in Dutch (docs/decisions.md#languages)', () => {
  it('labels the fields in Dutch and shows the values as sent', () => {
    const doc = equipmentDoc({ serial: '2499000024', model: 'Helio X5', type: 'horizontal' });
    const eq = parseDocument(equipmentSchema, doc, 'equipment');
    if (!eq.value) throw new Error('unparsable');
    render(<InformationPanel equipment={eq.value} />, { wrapper: withIntl(undefined, 'nl') });
    expect(screen.getByText('Informatie')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Identiteit' })).toBeInTheDocument();
    expect(screen.getByText('Serienummer')).toBeInTheDocument();
    expect(screen.getByText('2499000024')).toBeInTheDocument();
    expect(screen.getByText('Helio X5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Instellingen' })).toBeInTheDocument();
  });
});
