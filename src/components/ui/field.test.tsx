import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field, useFieldControl } from './field';
import { TextInput } from './text-input';

describe('Field', () => {
  it('names its control by the label and reads the hint with it', () => {
    render(
      <Field label="Alias" hint="Shown instead of the serial">
        <TextInput defaultValue="" />
      </Field>,
    );
    const box = screen.getByRole('textbox', { name: 'Alias' });
    expect(box).toHaveAccessibleDescription('Shown instead of the serial');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and reads the error after the hint', () => {
    render(
      <Field label="City" hint="Where the salon is" error="Too long">
        <TextInput defaultValue="x" />
      </Field>,
    );
    const box = screen.getByRole('textbox', { name: 'City' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Where the salon is Too long');
    expect(screen.getByText('Too long')).toBeVisible();
  });

  it('keeps a hidden label and hint for screen readers only', () => {
    render(
      <Field label="Search" labelHidden hint="Try serial:123" hintHidden>
        <TextInput />
      </Field>,
    );
    expect(screen.getByText('Search')).toHaveClass('sr-only');
    expect(screen.getByText('Try serial:123')).toHaveClass('sr-only');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveAccessibleDescription(
      'Try serial:123',
    );
  });

  it("lets a control's own id and aria win over the field's", () => {
    function Probe() {
      const wired = useFieldControl({ id: 'own', 'aria-invalid': false as const });
      return <output data-testid="probe" {...wired} />;
    }
    render(
      <Field label="Own" error="Wrong">
        <Probe />
      </Field>,
    );
    const probe = screen.getByTestId('probe');
    expect(probe).toHaveAttribute('id', 'own');
    expect(probe).toHaveAttribute('aria-invalid', 'false');
    expect(probe.getAttribute('aria-describedby')).toMatch(/-error$/);
  });
});
