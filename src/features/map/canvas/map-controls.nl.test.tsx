import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withIntl } from '@/testing/intl';
import { MapControls } from './map-controls';

afterEach(cleanup);

describe('MapControls in Dutch', () => {
  it('names the zoom and fit buttons in Dutch', () => {
    const none = () => undefined;
    render(<MapControls onZoomIn={none} onZoomOut={none} onFit={none} />, {
      wrapper: withIntl(undefined, 'nl'),
    });
    expect(screen.getByRole('button', { name: 'Inzoomen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uitzoomen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hele vloot tonen' })).toHaveAttribute(
      'title',
      'Hele vloot tonen',
    );
  });
});
