import { getOperation } from '@mandala/operations';
import { describe, expect, it } from 'vitest';
import { findCliOperation, operationInput, runCommand } from './operation-command';

describe('mandala run', () => {
  it('lists every operation of the service when no name is given', async () => {
    const listed = await runCommand([]);
    for (const name of ['natal_chart_v3', 'generate_chart', 'library_gate', 'location_search']) expect(listed).toContain(name);
  });

  it('runs an operation by name (or its kebab-case spelling) on the engines and prints JSON', async () => {
    const chart = JSON.parse(await runCommand(['natal-chart-v1', '--date', '1985-03-12T14:30', '--timezone', 'America/New_York'])) as { BirthDateUtc: string };
    expect(chart.BirthDateUtc).toBe('1985-03-12T19:30:00.000Z');
    const gate = JSON.parse(await runCommand(['library_gate', '--gate-number', '34'])) as { Number: number };
    expect(gate.Number).toBe(34);
  });

  it('reads flags by their input field: kebab or camel case, numbers typed, repeated flags as a list, JSON objects', () => {
    expect(operationInput(getOperation('library_gate'), ['--gate-number=7'])).toEqual({ gateNumber: 7 });
    expect(operationInput(getOperation('location_search'), ['--query', 'Berlin', '--limit', '3'])).toEqual({ query: 'Berlin', limit: 3 });
    expect(operationInput(getOperation('generate_composite_chart'), ['--personA', '{"birthDateTime":"1990-05-15T14:30","timezone":"UTC"}'])).toEqual({
      personA: { birthDateTime: '1990-05-15T14:30', timezone: 'UTC' },
    });
    expect(operationInput(getOperation('location_search'), ['--query', 'a', '--query', 'b'])).toEqual({ query: ['a', 'b'] });
  });

  it('refuses bad input with the service message and an unknown name as a usage error', async () => {
    await expect(runCommand(['natal_chart_v1', '--date', '1985-03-12T14:30', '--timezone', 'EST'])).rejects.toMatchObject({
      code: 'validation_error',
      message: expect.stringMatching(/not properly formatted/),
    });
    await expect(runCommand(['get_horoscope'])).rejects.toThrow(/no operation is named/);
    expect(() => operationInput(getOperation('library_gate'), ['34'])).toThrow(/--<field> <value>/);
  });

  it('finds nothing for command words no operation declares', () => {
    expect(findCliOperation(['horoscope', '--date', 'x'])).toBeUndefined();
  });
});
