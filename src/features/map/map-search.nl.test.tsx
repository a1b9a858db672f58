import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withIntl } from '@/testing/intl';
import { MapSearch } from './map-search';

afterEach(cleanup);

describe('MapSearch in Dutch', () => {
  it('labels the search field in Dutch', () => {
    render(<MapSearch value="" onChange={() => undefined} />, {
      wrapper: withIntl(undefined, 'nl'),
    });
    expect(screen.getByRole('searchbox', { name: 'Zoeken' })).toHaveAttribute(
      'placeholder',
      'Serienummer, naam, model of plaats',
    );
  });
});
