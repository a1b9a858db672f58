import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JsonTreeView } from './json-tree-view';

const payload = {
  message: '<img src=x onerror=alert(1)>',
  note: '<script>alert("xss")</script>',
  nested: { deep: { key: 'value' } },
};

describe('JsonTreeView', () => {
  it('shows HTML/script payloads as text and creates no elements from them', () => {
    const { container } = render(<JsonTreeView value={payload} />);
    const tree = screen.getByRole('list', { name: 'json_data tree' });
    expect(within(tree).getByText('"<img src=x onerror=alert(1)>"')).toBeInTheDocument();
    expect(within(tree).getByText('"<script>alert("xss")</script>"')).toBeInTheDocument();
    expect(container.querySelector('img, script')).toBeNull();
  });

  it('collapses and expands a node, and search narrows the rows with the match marked', async () => {
    const user = userEvent.setup();
    const { container } = render(<JsonTreeView value={payload} />);
    expect(container.querySelector('[data-path="json_data.nested.deep.key"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Expand json_data.nested.deep' }));
    expect(container.querySelector('[data-path="json_data.nested.deep.key"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Collapse json_data.nested' }));
    expect(container.querySelector('[data-path="json_data.nested.deep"]')).toBeNull();

    await user.type(screen.getByLabelText('Search in json_data'), 'VALUE');
    expect(await screen.findByText(/1 match for/)).toBeInTheDocument();
    expect(container.querySelector('[data-path="json_data.message"]')).toBeNull();
    const match = container.querySelector('[data-match]');
    expect(match?.getAttribute('data-path')).toBe('json_data.nested.deep.key');
    expect(match?.querySelector('mark')?.textContent).toBe('value');
  });
});
