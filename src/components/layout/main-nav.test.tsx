import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, NavLink } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MainNav, navLinkClass } from './main-nav';

function renderNav(at = '/map') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <MainNav>
        <NavLink to="/" end className={navLinkClass}>
          Fleet
        </NavLink>
        <NavLink to="/map" className={navLinkClass}>
          Map
        </NavLink>
        <NavLink to="/board" className={navLinkClass}>
          Board
        </NavLink>
      </MainNav>
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return { nav, button: within(nav).getByRole('button', { name: 'Menu' }) };
}

describe('MainNav', () => {
  it('is one menu button that controls the links and marks the page open', async () => {
    const { nav, button } = renderNav();
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(nav).toContainElement(list);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).toHaveClass('hidden', 'sm:flex');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveClass('flex');
    expect(within(list).getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page');
    expect(within(list).getByRole('link', { name: 'Fleet' })).not.toHaveAttribute('aria-current');
  });

  it('moves between links with the arrow keys and closes on Escape, focus back on the button', async () => {
    const { nav, button } = renderNav();
    await userEvent.click(button);
    const links = within(nav).getAllByRole('link');
    links[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(links[2]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when a link is chosen or on a press outside', async () => {
    const { nav, button } = renderNav('/');
    await userEvent.click(button);
    await userEvent.click(within(nav).getByRole('link', { name: 'Board' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('link', { name: 'Board' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
