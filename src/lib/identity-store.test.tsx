// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCompanyLabel, useCompanyLabels } from './company-labels';
import { scopedName } from './identity-key';
import { activeIdentityStore, removeIdentityLocalData } from './identity-store';
import { setSiteName } from './site-names';
import { readStartPage, setStartPage } from './start-page';

// Labels, site names and start page are kept per identity; a sign-out that was not
// remembered takes the identity's away and leaves the others'.

function Labels() {
  const labels = useCompanyLabels();
  return <p>{Object.values(labels).join(',') || 'none'}</p>;
}

beforeEach(() => {
  localStorage.clear();
  activeIdentityStore.set(null);
});

describe('per-identity local data', () => {
  it('shows each identity only its own company labels', () => {
    activeIdentityStore.set('id-a');
    setCompanyLabel('c1', 'Salon A');
    render(<Labels />);
    expect(screen.getByText('Salon A')).toBeInTheDocument();
    act(() => activeIdentityStore.set('id-b'));
    expect(screen.getByText('none')).toBeInTheDocument();
    act(() => activeIdentityStore.set(null));
    expect(screen.getByText('none')).toBeInTheDocument();
  });

  it("removes one identity's labels, site names and start page, and keeps another's", () => {
    for (const id of ['id-a', 'id-b']) {
      activeIdentityStore.set(id);
      setCompanyLabel('c1', `Salon ${id}`);
      setSiteName('s1', `Site ${id}`);
      setStartPage(id, 'board');
    }
    render(<Labels />);
    act(() => activeIdentityStore.set('id-a'));
    expect(screen.getByText('Salon id-a')).toBeInTheDocument();
    act(() => removeIdentityLocalData('id-a'));
    expect(screen.getByText('none')).toBeInTheDocument();
    expect(readStartPage('id-a')).toBe('fleet');
    expect(Object.keys(localStorage).filter((k) => k.includes('id-a'))).toEqual([]);
    expect(readStartPage('id-b')).toBe('board');
    expect(localStorage.getItem(scopedName('id-b', 'site-names'))).toContain('Site id-b');
  });

  it('moves the browser-wide labels of before to the first identity, then they are gone', () => {
    localStorage.setItem('sunbed-fleet.company-labels', JSON.stringify({ c9: 'Old' }));
    activeIdentityStore.set('id-c');
    render(<Labels />);
    expect(screen.getByText('Old')).toBeInTheDocument();
    expect(localStorage.getItem('sunbed-fleet.company-labels')).toBeNull();
  });
});
