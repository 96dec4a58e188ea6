import { describe, expect, it } from 'vitest';
import { operationsByTier, operationsOutsidePlan, tieredOperations } from './operation-tiers';

const document = {
  paths: {
    '/hd-data': { get: { summary: 'Chart v1', 'x-mandala-category': 'core', 'x-mandala-plans': ['free', 'creator', 'startup'] } },
    '/v3/hd-data': { get: { summary: 'Chart v3', 'x-mandala-category': 'enhanced', 'x-mandala-plans': ['startup'] }, parameters: [] },
    '/agent/v1/tools/generate-chart': { post: { summary: 'Tool', 'x-mandala-category': 'core', 'x-mandala-plans': ['free'] } },
    '/healthz': { get: { summary: 'Health' } },
  },
};

describe('operation tiers from /openapi.json', () => {
  it('lists the tiered operations with their method, tier and plans, skipping others', () => {
    expect(tieredOperations(document).map((operation) => operation.route)).toEqual(['GET /hd-data', 'GET /v3/hd-data', 'POST /agent/v1/tools/generate-chart']);
    expect(tieredOperations(null)).toEqual([]);
    expect(tieredOperations({ paths: 3 })).toEqual([]);
  });

  it('says which routes a plan cannot call, and groups by tier', () => {
    const operations = tieredOperations(document);
    expect(operationsOutsidePlan(operations, 'free').map((operation) => operation.route)).toEqual(['GET /v3/hd-data']);
    expect([...operationsByTier(operations).keys()]).toEqual(['core', 'enhanced']);
  });
});
