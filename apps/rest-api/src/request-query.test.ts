import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { requestQuery } from './request-query';

/** Koa's own `ctx.query` for a query string, through a real request context. */
function koaQuery(querystring: string): Record<string, unknown> {
  const app = new Koa();
  const ctx = app.createContext({ url: `/v3/hd-data?${querystring}`, headers: {}, socket: {} } as never, {} as never);
  return { ...ctx.query };
}

describe('requestQuery', () => {
  const samples = [
    'date=1990-05-15T14:30&timezone=Europe/Berlin',
    'date=1990-05-15T14%3A30&timezone=Europe%2FBerlin',
    'q=sao+paulo&limit=5',
    'q=s%C3%A3o%20paulo',
    'TransitDate=2026-01-01T12:00&transitDate=2026-01-01T12:00',
    'a=1&a=2&a=3',
    'flag&empty=&=nameless',
    'bad=%zz&half=%E2%82',
    'api_key=mdl_live_abc&Api_Key=x',
    '',
  ];

  it.each(samples)('reads %j as Koa does', (querystring) => {
    expect(requestQuery({ querystring })).toEqual(koaQuery(querystring));
  });

  it('gives an array for a repeated name and a plain object', () => {
    const query = requestQuery({ querystring: 'a=1&a=2&b=x' });
    expect(query).toEqual({ a: ['1', '2'], b: 'x' });
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
  });
});
