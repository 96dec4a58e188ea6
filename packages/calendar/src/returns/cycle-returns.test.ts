import { natalChartAt } from '@mandala/bodygraph';
import { bodyLongitudeAndSpeed, julianDayUtFromDate } from '@mandala/ephemeris';
import { getGate } from '@mandala/reference-library';
import { describe, expect, it } from 'vitest';
import { CalendarError } from '../errors';
import { resolveBirthMoment } from './birth-moment';
import { cycleDefinition } from './cycle-kinds';
import { cyclePassInstants, cycleReturns } from './cycle-returns';
import { natalBody } from './natal-body-position';
import { returnChartAt } from './return-chart';

const birth = { date: '1990-05-12T08:30', timezone: 'Europe/Berlin' };
const asOf = new Date('2026-01-01T00:00:00.000Z');

describe('cycleReturns', () => {
  it('lists the three Saturn returns near 29.5, 59 and 88 with every pass, alternating direction', () => {
    const saturn = cycleReturns({ birth, kind: 'saturn', asOf });
    const natal = natalChartAt(resolveBirthMoment(birth).instant, { version: 'v3' }).Planets.Personality.Saturn;
    expect(saturn.Kind).toBe('saturn');
    expect(saturn.Natal).toEqual({ Planet: 'Saturn', Gate: natal.Gate, Line: natal.Line, ZodiacSign: natal.ZodiacSign, LongitudeDegrees: 295.29569 });
    expect(saturn.TargetLongitudeDegrees).toBe(saturn.Natal.LongitudeDegrees);
    expect(saturn.Returns.map((event) => event.Number)).toEqual([1, 2, 3]);
    expect(saturn.Returns.map((event) => event.Passes.length)).toEqual([1, 3, 1]);
    expect(saturn.Returns.map((event) => event.Age)).toEqual([29.73, 58.84, 88.69]);
    expect(saturn.Returns.map((event) => event.HasOccurred)).toEqual([true, false, false]);
    expect(saturn.Returns[1]!.Passes).toEqual([
      { Utc: '2049-03-15T11:53:19.209Z', Local: '2049-03-15T12:53:19' },
      { Utc: '2049-06-29T10:36:23.157Z', Local: '2049-06-29T12:36:23' },
      { Utc: '2049-12-11T09:16:08.903Z', Local: '2049-12-11T10:16:08' },
    ]);
    for (const event of saturn.Returns) {
      expect(event.AsOf).toBe('2026-01-01T00:00:00.000Z');
      expect(event.Note).toBeUndefined();
      event.Passes.forEach((pass, index) => {
        const speed = bodyLongitudeAndSpeed('Saturn', julianDayUtFromDate(new Date(pass.Utc))).speedDegreesPerDay;
        expect(speed > 0).toBe(index % 2 === 0);
      });
    }
  });

  it('casts each chart for the exact first pass', () => {
    const resolved = resolveBirthMoment(birth);
    const definition = cycleDefinition('saturn');
    const target = natalBody('Saturn', resolved.instant).longitudeDegrees;
    const saturn = cycleReturns({ birth, kind: 'saturn', asOf });
    definition.events.forEach((event, index) => {
      const first = cyclePassInstants(definition, event, resolved.instant, target)!.passes[0]!;
      expect(saturn.Returns[index]!.Chart).toEqual(returnChartAt(first));
      expect(saturn.Returns[index]!.Chart!.Planets.Personality.Saturn).toMatchObject({ Gate: saturn.Natal.Gate, Line: saturn.Natal.Line });
    });
  });

  it('finds the Chiron return near 50 and the Uranus opposition across the wheel near 40-44', () => {
    const chiron = cycleReturns({ birth, kind: 'chiron', asOf });
    expect(chiron.Natal.Planet).toBe('Chiron');
    expect(chiron.Returns).toHaveLength(1);
    expect(chiron.Returns[0]!.Age).toBeGreaterThan(47);
    expect(chiron.Returns[0]!.Age).toBeLessThan(52);
    expect(chiron.Returns[0]!.Passes.length % 2).toBe(1);
    expect(Object.keys(chiron.Meaning)).toEqual(['WoundTheme', 'HealingPath', 'WisdomGift', 'ReflectionQuestions']);

    const uranus = cycleReturns({ birth, kind: 'uranus-opposition', asOf });
    expect(uranus.Natal.Planet).toBe('Uranus');
    expect(uranus.TargetLongitudeDegrees).toBeCloseTo((uranus.Natal.LongitudeDegrees + 180) % 360, 5);
    const event = uranus.Returns[0]!;
    expect(event.Age).toBeGreaterThan(38);
    expect(event.Age).toBeLessThan(46);
    expect(event.Passes).toHaveLength(3);
    expect(event.Chart!.Planets.Personality.Uranus).toMatchObject({ Gate: getGate(uranus.Natal.Gate).oppositeGate, Line: uranus.Natal.Line });
    expect(Object.keys(uranus.Meaning)).toEqual(['GateTheme', 'Awakening', 'MidlifeChallenge', 'ReflectionQuestions']);
  });

  it('judges HasOccurred by the first pass against asOf', () => {
    const first = cycleReturns({ birth, kind: 'saturn', asOf }).Returns[1]!.Passes[0]!.Utc;
    const at = (milliseconds: number) => cycleReturns({ birth, kind: 'saturn', asOf: new Date(Date.parse(first) + milliseconds) }).Returns[1]!;
    expect(at(1000).HasOccurred).toBe(true);
    expect(at(-1000).HasOccurred).toBe(false);
    expect(at(-1000).AsOf).toBe(new Date(Date.parse(first) - 1000).toISOString());
  });

  it('lists an event past 2200 without passes, age, chart or occurrence, with a note', () => {
    const late = cycleReturns({ birth: { date: '2150-05-12T08:30', timezone: 'UTC' }, kind: 'saturn', asOf });
    expect(late.Returns[0]!.Passes.length).toBeGreaterThan(0);
    expect(late.Returns[0]!.Note).toBeUndefined();
    for (const event of late.Returns.slice(1)) {
      expect(event).toMatchObject({ Passes: [], Age: null, HasOccurred: false, Chart: null, AsOf: '2026-01-01T00:00:00.000Z' });
      expect(event.Note).toMatch(/beyond the range the ephemeris supports \(1800-2200\)/);
    }
    expect(late.Returns[1]!.Note).toContain('near age 58.92 (about 2209)');
  });

  it('cuts a span that reaches past 2200 and says so, listing only the passes before it', () => {
    const notes = new Set<string>();
    for (let month = 0; month < 48; month++) {
      const date = `${2168 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-15T12:00`;
      const [first] = cycleReturns({ birth: { date, timezone: 'UTC' }, kind: 'saturn', asOf }).Returns;
      if (first!.Note === undefined) continue;
      if (first!.Passes.length > 0) {
        expect(first!.Note).toMatch(/^The search stops at 2200-01-01T00:00:00.000Z/);
        for (const pass of first!.Passes) expect(pass.Utc < '2200-01-01').toBe(true);
        notes.add('cut');
      } else {
        expect(first!.Note).toMatch(/beyond the range/);
        notes.add('beyond');
      }
    }
    expect([...notes].sort()).toEqual(['beyond', 'cut']);
  });

  it('rejects an unknown kind or an invalid asOf, and lets birth errors through', () => {
    expect(() => cycleReturns({ birth, kind: 'jupiter' as never, asOf })).toThrow(CalendarError);
    expect(() => cycleReturns({ birth, kind: 'saturn', asOf: new Date(Number.NaN) })).toThrow(expect.objectContaining({ code: 'invalid_argument' }));
    expect(() => cycleReturns({ birth, kind: 'saturn', asOf: '2026-01-01' as never })).toThrow(CalendarError);
    expect(() => cycleReturns({ birth: { date: '1700-01-01T00:00', timezone: 'UTC' }, kind: 'saturn', asOf })).toThrow(
      expect.objectContaining({ code: 'date_out_of_range' }),
    );
  });
});
