import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessStoreLocation } from './access-store-location';

describe('accessStoreLocation', () => {
  it('names the SQLite file by its absolute path', () => {
    expect(accessStoreLocation({ dataDirectory: '.mandala' })).toBe(`the SQLite file ${resolve('.mandala', 'access.sqlite')}`);
    expect(accessStoreLocation({ dataDirectory: '/srv/data', databaseUrl: '  ' })).toBe('the SQLite file /srv/data/access.sqlite');
  });

  it('names PostgreSQL without the URL, which may carry a password', () => {
    expect(accessStoreLocation({ dataDirectory: '.mandala', databaseUrl: 'postgres://mandala:secret@db/mandala' })).toBe('the PostgreSQL database');
  });
});
