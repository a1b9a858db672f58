// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { DBSchema } from 'idb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  closeAllIdentityDbs,
  deleteIdentityDatabases,
  deleteOpenedIdentityDatabases,
  openIdentityDb,
  type DbDefinition,
} from './identity-db';
import { attempt, describeStorageProblem, storageProblemOf } from './storage-problem';

interface NotesV2 extends DBSchema {
  notes: { key: string; value: { id: string; text: string; tag?: string } };
  tags: { key: string; value: string };
}

const v1: DbDefinition<NotesV2> = {
  purpose: 'notes',
  migrations: [(db) => void db.createObjectStore('notes', { keyPath: 'id' })],
};
const v2: DbDefinition<NotesV2> = {
  ...v1,
  migrations: [...v1.migrations, (db) => void db.createObjectStore('tags')],
};

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
});
afterEach(() => closeAllIdentityDbs());

describe('openIdentityDb', () => {
  it('keeps each identity apart', async () => {
    const a = await openIdentityDb('aaa', v1);
    const b = await openIdentityDb('bbb', v1);
    if (!a.ok || !b.ok) throw new Error('open failed');
    await a.db.put('notes', { id: '1', text: 'only for a' });
    expect(await b.db.get('notes', '1')).toBeUndefined();
    expect(await a.db.get('notes', '1')).toEqual({ id: '1', text: 'only for a' });
  });

  it('runs only the missing migrations and keeps the data', async () => {
    const first = await openIdentityDb('aaa', v1);
    if (!first.ok) throw new Error('open failed');
    await first.db.put('notes', { id: '1', text: 'kept' });
    closeAllIdentityDbs();
    const second = await openIdentityDb('aaa', v2);
    if (!second.ok) throw new Error('open failed');
    expect(second.db.version).toBe(2);
    expect([...second.db.objectStoreNames].sort()).toEqual(['notes', 'tags']);
    expect(await second.db.get('notes', '1')).toEqual({ id: '1', text: 'kept' });
  });

  it('reports a missing IndexedDB as a problem instead of throwing', async () => {
    // @ts-expect-error simulating a browser without IndexedDB
    globalThis.indexedDB = undefined;
    const result = await openIdentityDb('aaa', v1);
    expect(result).toEqual({
      ok: false,
      problem: expect.objectContaining({ kind: 'unsupported' }),
    });
  });

  it('reports a failing open (private mode) as a problem', async () => {
    globalThis.indexedDB = {
      open: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as IDBFactory;
    const result = await openIdentityDb('aaa', v1);
    expect(result.ok ? null : result.problem.kind).toBe('denied');
  });
});

describe('deleteIdentityDatabases', () => {
  it('deletes only that identity’s databases, even while open in this tab', async () => {
    const a = await openIdentityDb('aaa', v1);
    const b = await openIdentityDb('bbb', v1);
    if (!a.ok || !b.ok) throw new Error('open failed');
    await a.db.put('notes', { id: '1', text: 'a' });
    await b.db.put('notes', { id: '1', text: 'b' });
    await deleteIdentityDatabases('aaa');
    const names = (await indexedDB.databases()).map((d) => d.name);
    expect(names).toEqual(['sunbed-fleet.bbb.notes']);
    const again = await openIdentityDb('aaa', v1);
    if (!again.ok) throw new Error('open failed');
    expect(await again.db.get('notes', '1')).toBeUndefined();
  });

  it('leaves nothing in localStorage once the last identity is deleted (sign-out empties storage)', async () => {
    const a = await openIdentityDb('aaa', v1);
    if (!a.ok) throw new Error('open failed');
    expect(localStorage.length).toBe(1);
    await deleteIdentityDatabases('aaa');
    expect(localStorage.length).toBe(0);
  });
});

describe('deleteOpenedIdentityDatabases (a session ended by 401)', () => {
  it('deletes what this tab opened, and only that', async () => {
    const other = await openIdentityDb('bbb', v1);
    if (!other.ok) throw new Error('open failed');
    closeAllIdentityDbs(); // another tab's identity: registered, not opened by this tab
    const mine = await openIdentityDb('aaa', v1);
    if (!mine.ok) throw new Error('open failed');
    await deleteOpenedIdentityDatabases();
    expect((await indexedDB.databases()).map((d) => d.name)).toEqual(['sunbed-fleet.bbb.notes']);
    expect(JSON.parse(localStorage.getItem('sunbed-fleet.idb-names') ?? '[]')).toEqual([
      'sunbed-fleet.bbb.notes',
    ]);
  });
});

describe('storage problems', () => {
  it.each([
    [new DOMException('full', 'QuotaExceededError'), 'quota'],
    [new DOMException('no', 'InvalidStateError'), 'denied'],
    [new Error('boom'), 'failed'],
  ])('%s → %s', (error, kind) => {
    expect(storageProblemOf(error).kind).toBe(kind);
  });

  it('turns a failed write into a notice line', async () => {
    const result = await attempt(() => Promise.reject(new DOMException('x', 'QuotaExceededError')));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(describeStorageProblem(result.problem, 'alerts are kept only in this tab')).toBe(
      'The browser’s storage for this site is full: alerts are kept only in this tab',
    );
  });
});
