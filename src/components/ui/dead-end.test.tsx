import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DeadEnd } from './dead-end';

describe('DeadEnd', () => {
  it('names what is missing in the h1 and links the way back', () => {
    render(
      <MemoryRouter>
        <DeadEnd title="Page not found" back={{ to: '/fleet', label: 'Go to the fleet' }}>
          This address shows nothing.
        </DeadEnd>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByText('This address shows nothing.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the fleet' })).toHaveAttribute('href', '/fleet');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is read out as an alert when the user may not see what they asked for', () => {
    render(
      <MemoryRouter>
        <DeadEnd title="No access" tone="attention" back={{ to: '/', label: 'Show all' }}>
          Not yours.
        </DeadEnd>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No access');
  });
});
