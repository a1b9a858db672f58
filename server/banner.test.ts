// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { banner } from './banner.ts';
import { parseCli } from './cli-options.ts';

// A banner is copied into terminals, CI logs and screenshots; it never shows a secret.

describe('the start banner', () => {
  it('says where the admin token comes from, never the token itself', () => {
    const token = 'e2e-admin-token-0123456789';
    const cli = parseCli(['--admin', '--admin-token', token], {}, 4173);
    const text = banner('http://localhost:4173/', cli, 'Sunbed fleet dashboard', token);
    expect(text).not.toContain(token);
    expect(text).toContain('--admin-token');
  });

  it('does not print a generated admin token either', () => {
    const cli = parseCli(['--admin'], {}, 4173);
    const generated = '3f2c1e9a-0000-4000-8000-123456789abc';
    const text = banner('http://localhost:4173/', cli, 'Sunbed fleet dashboard', generated);
    expect(text).not.toContain(generated);
    expect(text).toMatch(/locked.*--admin-token/);
  });
});
