import { describe, expect, it } from 'vitest';
import { createDefaultEngines } from '../default-engines';
import { isMandalaError } from '../errors';
import { authorityResources, typeResources } from './library-resources';
import { completeTemplateVariable, matchResourceUri, pageOf, readResource, resourceTemplates, resourcesForPlan } from './resource-catalog';

const engines = createDefaultEngines();

function codeOf(work: () => unknown): string | undefined {
  try {
    work();
    return undefined;
  } catch (error) {
    return isMandalaError(error) ? (error as { code: string }).code : 'not a Mandala error';
  }
}

describe('the reference library as resources', () => {
  it('lists 134 resources, each of which reads back as Markdown headed by its title', () => {
    const entries = resourcesForPlan('free', engines);
    expect(entries).toHaveLength(64 + 36 + 9 + 12 + 5 + 8);
    for (const entry of entries) {
      const read = readResource(entry.uri, 'free', engines);
      expect(read.mimeType).toBe('text/markdown');
      expect(read.text.startsWith(`# ${entry.title}\n`)).toBe(true);
    }
  });

  it('holds every text of the REST library record of each item (the same reference engine records)', () => {
    const leaves = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(leaves) : typeof value === 'object' && value !== null ? Object.values(value).flatMap(leaves) : [];
    const records: [string, unknown][] = [
      ...engines.reference.listGates().map((gate): [string, unknown] => [`mandala://library/gates/${gate.Number}`, engines.reference.getGate(gate.Number)]),
      ...engines.reference.listChannels().map((channel): [string, unknown] => [`mandala://library/channels/${channel.Id}`, engines.reference.getChannel(channel.Id)]),
      ...engines.reference.listCenters().map((center): [string, unknown] => [`mandala://library/centers/${center.Id}`, engines.reference.getCenter(center.Name)]),
      ...engines.reference.listProfiles().map((profile): [string, unknown] => [`mandala://library/profiles/${profile.Id.replace('/', '-')}`, engines.reference.getProfile(profile.Id)]),
      ...typeResources.values(engines).map((id): [string, unknown] => [`mandala://library/types/${id}`, engines.reference.getItem('type', id)]),
      ...authorityResources.values(engines).map((id): [string, unknown] => [`mandala://library/authorities/${id}`, engines.reference.getItem('authority', id)]),
    ];
    for (const [uri, record] of records) {
      const text = readResource(uri, 'free', engines).text;
      for (const leaf of leaves(record)) expect(text, `${uri}: ${leaf}`).toContain(leaf);
    }
  });

  it('reads a center by its encoded name and a profile by 1/3 encoded, like the REST library does', () => {
    expect(matchResourceUri('mandala://library/centers/Solar%20Plexus')).toMatchObject({ value: 'Solar Plexus' });
    expect(readResource('mandala://library/centers/Solar%20Plexus', 'free', engines).text).toContain('# Solar Plexus center');
    expect(readResource('mandala://library/profiles/1%2F3', 'free', engines).text).toContain('# Profile 1/3');
    expect(readResource('mandala://library/channels/20-34', 'free', engines).text).toContain('# Channel 20-34: Charisma');
  });

  it('refuses URIs that name nothing: another scheme, a sub-path, bad escapes, a gate out of range', () => {
    expect(codeOf(() => readResource('file:///etc/passwd', 'free', engines))).toBe('resource_not_found');
    expect(codeOf(() => readResource('mandala://library/gates/1/extra', 'free', engines))).toBe('resource_not_found');
    expect(codeOf(() => readResource('mandala://library/gates/%E0%A4%A', 'free', engines))).toBe('resource_not_found');
    expect(codeOf(() => readResource('mandala://library/gates/', 'free', engines))).toBe('resource_not_found');
    expect(codeOf(() => readResource('mandala://library/gates/65', 'free', engines))).toBe('reference_not_found');
    expect(codeOf(() => readResource('mandala://library/gates/1e1', 'free', engines))).not.toBeUndefined();
  });

  it('completes each template variable by prefix, case-insensitively, and nothing for a variable the template has not', () => {
    expect(completeTemplateVariable('mandala://library/gates/{gate}', 'gate', '6', 'free', engines)).toEqual(['6', '60', '61', '62', '63', '64']);
    expect(completeTemplateVariable('mandala://library/centers/{center}', 'center', 'S', 'free', engines)).toEqual(['sacral', 'solar-plexus', 'spleen']);
    expect(completeTemplateVariable('mandala://library/gates/{gate}', 'center', '6', 'free', engines)).toEqual([]);
    expect(completeTemplateVariable('mandala://library/planets/{planet}', 'planet', '', 'free', engines)).toEqual([]);
    for (const template of resourceTemplates) expect(template.units).toBe(0);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 120 }, (_, index) => index);

  it('walks every item once in pages, the last without a cursor', () => {
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const page = pageOf(items, cursor);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor !== undefined);
    expect(seen).toEqual(items);
  });

  it('refuses a cursor it did not give, and one past the end', () => {
    expect(codeOf(() => pageOf(items, 'garbage'))).toBe('validation_error');
    expect(codeOf(() => pageOf(items, Buffer.from('offset:121').toString('base64url')))).toBe('validation_error');
    expect(codeOf(() => pageOf(items, Buffer.from('offset:-1').toString('base64url')))).toBe('validation_error');
  });
});
