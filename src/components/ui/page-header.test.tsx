import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('gives the page its one h1 with what sits beside it', () => {
    render(
      <PageHeader
        title="Fleet"
        meta={<span>Updated 3 s ago</span>}
        actions={<a href="/map">Show on map</a>}
        subtitle="Every unit you may see."
      />,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Fleet' })).toHaveClass('text-xl');
    expect(screen.getByText('Updated 3 s ago')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Show on map' })).toBeVisible();
    expect(screen.getByText('Every unit you may see.')).toBeVisible();
  });

  it('draws the large title for the board and leaves out what is not given', () => {
    const { container } = render(<PageHeader title="Salon board" size="lg" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Salon board' })).toHaveClass('text-2xl');
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
