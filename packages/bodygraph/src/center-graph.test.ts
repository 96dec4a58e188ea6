import { describe, expect, it } from 'vitest';
import { analyzeGates } from './analyze-gates';

/** Gates of a list of channel ids. */
function gatesOf(...channelIds: string[]): number[] {
  return channelIds.flatMap((id) => id.split('-').map(Number));
}

describe('type from graph connectivity', () => {
  it('is Reflector with no channel, whatever gates are hanging', () => {
    const analysis = analyzeGates([1, 2, 3, 4, 5, 6, 7, 9, 11, 13]);
    expect(analysis.channels).toEqual([]);
    expect(analysis.type).toBe('Reflector');
    expect(analysis.authority).toBe('Lunar');
    expect(analysis.definition).toBe('No Definition');
  });

  it('makes a Manifesting Generator of Sacral-Spleen-Throat via 34-57 + 20-57', () => {
    const analysis = analyzeGates(gatesOf('34-57', '20-57'));
    expect(analysis.type).toBe('Manifesting Generator');
    expect(analysis.authority).toBe('Sacral');
  });

  it('makes a Manifesting Generator of Sacral-Spleen-Throat via 27-50 + 16-48', () => {
    const analysis = analyzeGates(gatesOf('27-50', '16-48'));
    expect(analysis.channels).toEqual(['16-48', '27-50']);
    expect(analysis.type).toBe('Manifesting Generator');
    expect(analysis.definition).toBe('Single Definition');
  });

  it('makes a Manifesting Generator of Sacral-G-Throat via 10-34 + 10-20', () => {
    expect(analyzeGates([10, 34, 20]).type).toBe('Manifesting Generator');
  });

  it('makes a Manifesting Generator of 20-34 alone (the Sacral is a motor)', () => {
    expect(analyzeGates(gatesOf('20-34')).type).toBe('Manifesting Generator');
  });

  it('makes a Generator when the Sacral reaches no Throat', () => {
    const analysis = analyzeGates(gatesOf('5-15', '9-52', '4-63'));
    expect(analysis.type).toBe('Generator');
    expect(analysis.authority).toBe('Sacral');
    expect(analysis.definition).toBe('Split Definition');
  });

  it('puts Emotional authority above Sacral', () => {
    const analysis = analyzeGates(gatesOf('6-59', '5-15'));
    expect(analysis.type).toBe('Generator');
    expect(analysis.authority).toBe('Emotional');
  });

  it('makes a Manifestor with Ego Manifested through the G (25-51 + 1-8)', () => {
    const analysis = analyzeGates(gatesOf('25-51', '1-8'));
    expect(analysis.type).toBe('Manifestor');
    expect(analysis.authority).toBe('Ego Manifested');
  });

  it('makes a Manifestor with Ego Manifested on 21-45', () => {
    const analysis = analyzeGates(gatesOf('21-45'));
    expect(analysis.type).toBe('Manifestor');
    expect(analysis.authority).toBe('Ego Manifested');
  });

  it('makes a Projector with Ego Projected on 25-51 alone', () => {
    const analysis = analyzeGates(gatesOf('25-51'));
    expect(analysis.type).toBe('Projector');
    expect(analysis.authority).toBe('Ego Projected');
  });

  it('keeps Ego Projected when the Heart and a G-Throat channel are in separate areas', () => {
    // 25-51 joins Heart and G; 17-62 + 4-63 sit apart: Heart is not connected to the Throat.
    const analysis = analyzeGates(gatesOf('25-51', '17-62', '4-63'));
    expect(analysis.type).toBe('Projector');
    expect(analysis.authority).toBe('Ego Projected');
    expect(analysis.definition).toBe('Split Definition');
  });

  it('makes a Self-Projected Projector of a G-Throat channel', () => {
    const analysis = analyzeGates(gatesOf('7-31'));
    expect(analysis.type).toBe('Projector');
    expect(analysis.authority).toBe('Self-Projected');
  });

  it('makes a Mental Projector of Head, Ajna and Throat only', () => {
    const analysis = analyzeGates(gatesOf('47-64', '17-62'));
    expect(analysis.type).toBe('Projector');
    expect(analysis.authority).toBe('Mental');
    expect(analysis.definedCenters).toEqual(['Head', 'Ajna', 'Throat']);
  });

  it('makes a Splenic Projector of Spleen-Root', () => {
    const analysis = analyzeGates(gatesOf('32-54'));
    expect(analysis.type).toBe('Projector');
    expect(analysis.authority).toBe('Splenic');
  });

  it('makes an Emotional Manifestor of Solar Plexus-Throat', () => {
    const analysis = analyzeGates(gatesOf('12-22'));
    expect(analysis.type).toBe('Manifestor');
    expect(analysis.authority).toBe('Emotional');
  });

  it('makes a Manifestor of Root-Spleen-Throat (28-38 + 16-48)', () => {
    expect(analyzeGates(gatesOf('28-38', '16-48')).type).toBe('Manifestor');
  });
});

describe('definition counts connected areas', () => {
  it('joins areas bridged by a later channel (no order dependence)', () => {
    // 4-63 (Head-Ajna), 32-54 (Spleen-Root), then 17-62 (Ajna-Throat), then 16-48 (Throat-Spleen) joins all.
    const analysis = analyzeGates(gatesOf('4-63', '32-54', '17-62', '16-48'));
    expect(analysis.definition).toBe('Single Definition');
  });

  it('counts a triple split', () => {
    const analysis = analyzeGates(gatesOf('4-63', '32-54', '25-51'));
    expect(analysis.definition).toBe('Triple Split Definition');
    expect(analysis.areas).toHaveLength(3);
  });

  it('counts a quadruple split', () => {
    const analysis = analyzeGates(gatesOf('4-63', '32-54', '25-51', '12-22'));
    expect(analysis.definition).toBe('Quadruple Split Definition');
  });

  it('reports undefined (hanging gate) and open centers apart', () => {
    const analysis = analyzeGates([...gatesOf('4-63'), 41]);
    expect(analysis.undefinedCenters).toEqual(['Root']);
    expect(analysis.openCenters).toEqual(['Throat', 'G', 'Heart', 'Sacral', 'Solar Plexus', 'Spleen']);
  });

  it('rejects a number that is not a gate', () => {
    expect(() => analyzeGates([65])).toThrowError(expect.objectContaining({ code: 'invalid_chart_input' }));
  });
});
