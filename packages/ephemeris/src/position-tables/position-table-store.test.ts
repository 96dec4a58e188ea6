// Guards loading per time span: a runtime without the tables (a browser page) gets `tables_not_loaded` naming
// what to call, `loadPositionTables` brings exactly the spans of the dates asked (and the design margin), and
// bad dates are refused with `invalid_argument`.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as StoreModule from './position-table-store';

type Store = typeof StoreModule;

describe('position tables per time span', () => {
  let store: Store;

  beforeEach(async () => {
    vi.resetModules(); // a fresh store, as a browser page has before loading anything
    store = await import('./position-table-store');
  });

  it('refuses a block whose span is not loaded, saying what to call', () => {
    expect(store.loadedPositionTableSpans()).toEqual([]);
    expect(() => store.blockCoefficients(0, 68)).toThrowError(expect.objectContaining({ code: 'tables_not_loaded', message: expect.stringMatching(/loadPositionTables/) }));
  });

  it('loads the span of a birth (and its design moment) and nothing else', async () => {
    await store.loadPositionTables(new Date('1985-03-12T14:30Z'));
    expect(store.loadedPositionTableSpans()).toEqual([8]);
    expect(store.blockCoefficients(1, 8 * 8 + 1).length).toBeGreaterThan(0);
  });

  it('reaches back 100 days before `from`, into the previous span when the birth is near its start', async () => {
    await store.loadPositionTables(new Date('1979-07-01T00:00Z'));
    expect(store.loadedPositionTableSpans()).toEqual([7, 8]);
  });

  it('refuses invalid and reversed dates with invalid_argument', async () => {
    await expect(store.loadPositionTables(new Date('nope'))).rejects.toMatchObject({ code: 'invalid_argument' });
    await expect(store.loadPositionTables(new Date('2000-01-01'), new Date('1990-01-01'))).rejects.toMatchObject({ code: 'invalid_argument' });
  });
});
