import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createOpenApiDocument } from './openapi';
import { libraryGate, natalChartV3 } from './index';

describe('createOpenApiDocument with surface-specific answers', () => {
  const envelopeError = { name: 'EnvelopeError', schema: z.object({ code: z.string() }) };
  const document = createOpenApiDocument({
    routes: [
      { method: 'post', path: '/tools/chart', operation: natalChartV3, inputLocation: 'body', acceptsIdempotencyKey: true },
      {
        method: 'post',
        path: '/tools/chart-alias',
        operation: natalChartV3,
        inputLocation: 'body',
        operationId: 'chart_alias',
        responses: { success: z.object({ data: z.string() }), errors: { schema: envelopeError, statuses: { 400: 'Bad arguments', 504: 'Too slow' } } },
      },
    ],
    staticRoutes: [
      {
        method: 'get',
        path: '/catalog',
        operationId: 'catalog',
        summary: 'The catalog',
        status: 200,
        authenticated: true,
        responseSchema: z.object({ tools: z.array(z.string()) }),
        errors: { schema: { name: 'Problem', schema: z.object({ type: z.string() }) }, mediaType: 'application/problem+json', statuses: { 401: 'No key' } },
      },
      { method: 'get', path: '/gate', operationId: 'gate', summary: 'Gate', status: 200, authenticated: false },
    ],
  }) as {
    paths: Record<string, Record<string, { operationId?: string; responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
    components: { schemas: Record<string, unknown> };
  };

  it('takes an operationId override, and every static route names its own', () => {
    expect(document.paths['/tools/chart']?.post?.operationId).toBe('natal_chart_v3');
    expect(document.paths['/tools/chart-alias']?.post?.operationId).toBe('chart_alias');
    expect(document.paths['/catalog']?.get?.operationId).toBe('catalog');
    expect(document.paths['/gate']?.get?.operationId).toBe('gate');
  });

  it('documents custom success and error bodies, registering the named error schemas once', () => {
    const alias = document.paths['/tools/chart-alias']?.post;
    expect(Object.keys(alias?.responses ?? {})).toEqual(['200', '400', '504']);
    expect(alias?.responses['200']?.content?.['application/json']?.schema).toMatchObject({ properties: { data: { type: 'string' } } });
    expect(alias?.responses['504']?.content).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/EnvelopeError' } } });
    expect(document.components.schemas.EnvelopeError).toMatchObject({ properties: { code: { type: 'string' } } });
    expect(document.components.schemas.Error).toBeDefined();
    // The plain route keeps the REST error list.
    expect(document.paths['/tools/chart']?.post?.responses['409']?.content).toEqual({
      'application/json': {
        schema: { $ref: '#/components/schemas/Error' },
        example: { error: 'idempotency_key_reused', message: 'Idempotency conflict or the same request in progress.' },
      },
    });
  });

  it('documents a static route body and its problem-details errors', () => {
    const catalog = document.paths['/catalog']?.get;
    expect(catalog?.responses['200']?.content?.['application/json']?.schema).toMatchObject({ properties: { tools: { type: 'array' } } });
    expect(catalog?.responses['401']?.content).toEqual({ 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } });
    expect(document.components.schemas.Problem).toBeDefined();
    expect(document.paths['/gate']?.get?.responses['200']).toEqual({ description: 'Gate' });
  });

  it('still documents libraryGate unchanged without overrides', () => {
    const plain = createOpenApiDocument({ routes: [{ method: 'get', path: '/library/gates/{gateNumber}', operation: libraryGate, inputLocation: 'query' }] }) as {
      paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
    };
    expect(plain.paths['/library/gates/{gateNumber}']?.get?.operationId).toBe('library_gate');
    expect(Object.keys(plain.paths['/library/gates/{gateNumber}']?.get?.responses ?? {})).toEqual(['200', '400', '401', '403', '404', '429', '500', '503']);
  });
});
