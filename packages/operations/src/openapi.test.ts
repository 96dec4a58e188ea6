import { describe, expect, it } from 'vitest';
import { createOpenApiDocument } from './openapi';
import { libraryGate, natalChartV3 } from './index';

describe('createOpenApiDocument', () => {
  const document = createOpenApiDocument({
    routes: [
      { method: 'get', path: '/v3/hd-data', operation: natalChartV3, inputLocation: 'query', acceptsIdempotencyKey: true },
      { method: 'get', path: '/library/gates/{gateNumber}', operation: libraryGate, inputLocation: 'query' },
    ],
  }) as { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> };

  it('is OpenAPI 3.1 with units and tier on every operation', () => {
    expect(document.openapi).toBe('3.1.0');
    const chart = document.paths['/v3/hd-data']?.get;
    expect(chart).toMatchObject({ operationId: 'natal_chart_v3', 'x-mandala-units': 1, 'x-mandala-category': 'enhanced' });
    expect(document.paths['/library/gates/{gateNumber}']?.get).toMatchObject({ 'x-mandala-units': 0, 'x-mandala-category': 'core' });
  });

  it('documents query, path and Idempotency-Key parameters from the zod schemas', () => {
    const parameters = document.paths['/v3/hd-data']?.get?.parameters as { name: string; in: string; required: boolean; schema: { pattern?: string } }[];
    expect(parameters.map(({ name, in: location, required }) => [name, location, required])).toEqual([
      ['date', 'query', true],
      ['timezone', 'query', true],
      ['disambiguation', 'query', false],
      ['longitude', 'query', false],
      ['Idempotency-Key', 'header', false],
    ]);
    expect(parameters[0]?.schema.pattern).toContain('[0-9]{4}');
    const gateParameters = document.paths['/library/gates/{gateNumber}']?.get?.parameters as { name: string; in: string }[];
    expect(gateParameters).toEqual([expect.objectContaining({ name: 'gateNumber', in: 'path' })]);
  });
});
