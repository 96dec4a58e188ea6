import { describe, expect, it } from 'vitest';
import { renderPlansTable } from './plans-table';

const tiers = [
  { category: 'core', contents: 'v1 charts' },
  { category: 'enhanced', contents: 'v2/v3 charts' },
];
const row = { openStreamsLimit: 2, requestsPerSecond: 2, burstRequests: 20, burstWindowSeconds: 10 };

describe('renderPlansTable', () => {
  it('shows each plan with its units, rate, tiers with tools and saved-people limit', () => {
    const html = renderPlansTable(
      [
        { ...row, id: 'free', name: 'Free', monthlyUnits: 100, categories: ['core'], savedPeopleLimit: 20 },
        { ...row, id: 'enterprise', name: 'Enterprise', monthlyUnits: null, categories: ['core', 'enhanced'], savedPeopleLimit: null },
      ],
      tiers,
    );
    expect(html.match(/data-plan="/g)).toHaveLength(2);
    expect(html).toContain('100 units a month');
    expect(html).toContain('Unlimited units');
    expect(html).toContain('2 a second, bursts of 20 per 10 s');
    expect(html).toContain('<strong>core</strong> (Creator tools): v1 charts');
    expect(html).toContain('<strong>enhanced</strong> (Startup tools): v2/v3 charts');
    expect(html).toContain('Not included: enhanced.');
    expect(html).toContain('<dt>Saved people</dt><dd>No limit</dd>');
  });

  it('escapes what it prints', () => {
    const html = renderPlansTable([{ ...row, id: 'x', name: '<b>X</b>', monthlyUnits: 1, categories: [], savedPeopleLimit: 1 }], []);
    expect(html).toContain('&lt;b&gt;X&lt;/b&gt;');
  });
});
