import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withIntl } from '@/testing/intl';
import { LogTypeBadge } from './log-type-badge';

describe('LogTypeBadge', () => {
  it('names the type and explains it in Dutch; a type it does not know stays as sent', () => {
    render(
      <>
        <LogTypeBadge type="session" />
        <LogTypeBadge type="firmware" />
      </>,
      { wrapper: withIntl(undefined, 'nl') },
    );
    expect(screen.getByText('sessie')).toHaveAttribute('title', 'Een sessie');
    expect(screen.getByText('firmware')).toHaveAttribute(
      'title',
      'Een logtype dat dit dashboard niet kent',
    );
  });
});
