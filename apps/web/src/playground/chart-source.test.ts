import { natalChart } from '@mandala/bodygraph';
import { renderBodygraphSvg } from '@mandala/bodygraph-svg';
import { describe, expect, it } from 'vitest';
import { engineProblem, offlineSource, positionTableWindow } from './chart-source';
import * as engine from './engine-entry';

const birth = { date: '1985-03-12', time: '14:30', timezone: 'Europe/Amsterdam' };

describe('offlineSource', () => {
  it("answers the service's natal charts and picture, from the engine", async () => {
    const source = offlineSource(engine);
    expect(await source.natalChart('v3', birth)).toEqual({ ok: true, value: natalChart({ date: '1985-03-12T14:30', timezone: 'Europe/Amsterdam' }, { version: 'v3' }) });
    const picture = await source.natalPicture('dark', birth);
    expect(picture).toEqual({ ok: true, value: renderBodygraphSvg(natalChart({ date: '1985-03-12T14:30', timezone: 'Europe/Amsterdam' }, { version: 'v2' }), { theme: 'dark', size: 600 }) });
  });

  it('turns an engine error into the problem the page shows, with its code', async () => {
    const answer = await offlineSource(engine).natalChart('v3', { ...birth, timezone: 'Mars/Olympus_Mons' });
    expect(answer).toMatchObject({ ok: false, problem: { status: 0, code: 'invalid_timezone', issues: [] } });
    const composite = await offlineSource(engine).compositeChart('v2', birth, { ...birth, date: '1750-01-01' });
    expect(composite).toMatchObject({ ok: false, problem: { code: 'date_out_of_range' } });
  });

  it('names an error without a code engine_error', () => {
    expect(engineProblem(new Error('broken'))).toEqual({ status: 0, code: 'engine_error', message: 'broken', issues: [] });
  });

  it('loads the position tables of each birth alone: the UTC days its local date can fall on', () => {
    expect(positionTableWindow(birth)?.map((day) => day.toISOString())).toEqual(['1985-03-11T00:00:00.000Z', '1985-03-14T00:00:00.000Z']);
    // Not a calendar date: nothing to load, the engine says what is wrong.
    expect(positionTableWindow({ ...birth, date: '' })).toBeUndefined();
    expect(positionTableWindow({ ...birth, date: '1985-13-45' })).toBeUndefined();
  });

  it('asks for the tables of each birth of a composite alone, not of every span between them', async () => {
    const asked: string[] = [];
    const recording = { ...engine, loadPositionTables: (from: Date, to?: Date) => (asked.push(`${from.toISOString().slice(0, 10)}..${to?.toISOString().slice(0, 10)}`), engine.loadPositionTables(from, to)) };
    const answer = await offlineSource(recording).compositeChart('v2', { ...birth, date: '1921-06-01' }, { ...birth, date: '2024-06-01' });
    expect(answer.ok).toBe(true);
    expect(asked).toEqual(['1921-05-31..1921-06-03', '2024-05-31..2024-06-03']);
  });
});
