import { getCenter, getGate } from '@mandala/reference-library';
import { describe, expect, it } from 'vitest';
import { chironMeaning, cycleMeaning, saturnMeaning, uranusMeaning } from './cycle-meaning';
import { returnChartAt } from './return-chart';

const natalChart = returnChartAt(new Date('1990-05-12T06:30:00.000Z'));
const position = { Gate: 61, Line: 5, ZodiacSign: 'Capricorn', LongitudeDegrees: 295.29569 };

describe('cycle meanings', () => {
  it('builds the Saturn meaning around the gate, line and center records', () => {
    const meaning = saturnMeaning(position, natalChart);
    expect(Object.keys(meaning)).toEqual(['GateTheme', 'LifeLesson', 'MaturityChallenge', 'ReflectionQuestions']);
    expect(meaning.GateTheme).toContain('gate 61 (Mystery), line 5 (Heretic), in Capricorn');
    expect(meaning.GateTheme).toContain(getGate(61).theme);
    expect(meaning.LifeLesson).toContain(getGate(61).lines[4]!.description);
    // The Head is defined in this natal chart.
    expect(natalChart.DefinedCenters).toContain('Head');
    expect(meaning.MaturityChallenge).toContain(`which is defined in the natal chart: ${getCenter('Head').definedTheme}`);
    expect(meaning.ReflectionQuestions).toHaveLength(3);
  });

  it('uses the open theme of a center the natal chart leaves open', () => {
    expect(natalChart.DefinedCenters).not.toContain('Sacral');
    const meaning = chironMeaning({ Gate: 34, Line: 2, ZodiacSign: 'Sagittarius', LongitudeDegrees: 241 }, natalChart);
    expect(meaning.HealingPath).toContain(`which is open in the natal chart: ${getCenter('Sacral').openTheme}`);
    expect(meaning.WoundTheme).toContain(getGate(34).theme);
    expect(meaning.WisdomGift).toContain('gate 34');
  });

  it('names the opposite gate, same line, for the Uranus opposition', () => {
    const meaning = uranusMeaning({ Gate: 58, Line: 6, ZodiacSign: 'Capricorn', LongitudeDegrees: 279.26 }, natalChart);
    expect(getGate(58).oppositeGate).toBe(52);
    expect(meaning.Awakening).toContain('gate 52 (Stillness), line 6');
    expect(meaning.ReflectionQuestions.some((question) => question.includes('gate 52'))).toBe(true);
  });

  it('picks the meaning by kind, every string filled for every gate and line', () => {
    for (let gate = 1; gate <= 64; gate++) {
      for (const kind of ['saturn', 'chiron', 'uranus-opposition'] as const) {
        const meaning = cycleMeaning(kind, { Gate: gate, Line: ((gate - 1) % 6) + 1, ZodiacSign: 'Aries', LongitudeDegrees: 0 }, natalChart);
        for (const value of Object.values(meaning)) {
          for (const text of [value].flat()) {
            expect(text.length).toBeGreaterThan(20);
            expect(text).not.toMatch(/undefined|\(\)|\s{2}/);
          }
        }
      }
    }
    expect(Object.keys(cycleMeaning('uranus-opposition', position, natalChart))).toContain('MidlifeChallenge');
  });
});
