import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { withIntl } from '@/testing/intl';
import { SignInPage } from './sign-in-page';

// The bearer token is masked, but it is not a password a browser offers to save.

describe('the sign-in page token field', () => {
  it('is labelled Access token, masked, and no password field', () => {
    const router = createMemoryRouter([{ path: '*', element: <SignInPage /> }]);
    render(<RouterProvider router={router} />, { wrapper: withIntl() });
    const field = screen.getByLabelText('Access token');
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(field.className).toContain('[-webkit-text-security:disc]');
    expect(document.querySelector('input[type="password"]')).toBeNull();
  });
});
