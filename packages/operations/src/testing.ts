// @mandala/operations/testing: test doubles for the surfaces' tests (engines that echo what reached them,
// the in-memory access store) and small helpers shared by the Agent HTTP, MCP, REST and server tests.
import { reportEngine } from './report-engine';
import type { AccessStore } from '@mandala/access';
import { calendarEngine, emptyCelebrityDirectory, referenceEngine } from './default-engines';
import type { OperationEngines } from './engines';
import { echoPictureEngine, echoed } from './test-support/fake-engines';

export { createEchoEngines, echoPictureEngine, echoed } from './test-support/fake-engines';

/** Engines whose charts echo what reached them; `gate` holds every calculation open while set. */
export interface TestEngines extends OperationEngines {
  calls: number;
  gate: Promise<void> | undefined;
}

/**
 * Engines for surface tests: a chart echoes the birth and version that reached it (with core fields valid
 * for the chart schema, since `generate_chart` checks its core projection on the tool surfaces); `overrides`
 * replace any engine (a crash, a slow calculation).
 */
export function createTestEngines(overrides: Partial<OperationEngines> = {}): TestEngines {
  const engines: TestEngines = {
    calls: 0,
    gate: undefined,
    async natalChart(birth, version) {
      engines.calls += 1;
      await engines.gate;
      return echoed({
        Type: 'Projector',
        Strategy: 'Wait for the Invitation',
        Authority: 'Splenic',
        Profile: '5/1',
        Definition: 'Single Definition',
        IncarnationCross: { Name: 'Left Angle Cross of Refinement', Angle: 'Left Angle', Gates: [1, 2, 3, 4] },
        DefinedCenters: ['Spleen', 'Throat'],
        Channels: [{ Id: '16-48', Name: 'The Wavelength' }],
        Gates: [{ Gate: 48, Line: 1, Planet: 'Sun', Activation: 'Personality' }],
        BirthDateUtc: '1990-05-15T12:30:00.000Z',
        DesignDateUtc: '1990-02-14T09:41:12.000Z',
        Warnings: [],
        Birth: birth,
        Version: version,
      });
    },
    async compositeChart(first, second, version) {
      engines.calls += 1;
      await engines.gate;
      return echoed({ Person0: first, Person1: second, Version: version, CompositeChannels: [{ Id: '16-48' }] });
    },
    async groupComposite(members) {
      engines.calls += 1;
      await engines.gate;
      return echoed({ Members: members.map((member, index) => ({ Name: member.name ?? `Member ${index + 1}` })), SharedGates: [], Channels: [], Chemistry: { AverageOverall: 0 }, Penta: null });
    },
    async transitChart(birth, transit) {
      engines.calls += 1;
      await engines.gate;
      return echoed({ Natal: birth, Transit: transit, HangingGates: [] });
    },
    async planetaryPositions() {
      return echoed({ Planets: {} });
    },
    reference: referenceEngine,
    locations: {
      searchLocations: () => [],
      resolveTimezone: (text) =>
        echoed({
          timezone: 'Europe/Berlin',
          location: { city: text, country: 'Germany', latitude: 52.52, longitude: 13.405, timezone: 'Europe/Berlin' },
          utcOffset: '+01:00',
          offsetSeconds: 3600,
        }),
    },
    celebrities: emptyCelebrityDirectory,
    calendar: calendarEngine,
    pictures: echoPictureEngine,
    reports: reportEngine,
    ...overrides,
  };
  return engines;
}

/** `Authorization: Bearer <key>`. */
export function bearer(key: string): Record<string, string> {
  return { authorization: `Bearer ${key}` };
}

/** Units used this month. */
export async function usedUnits(store: Pick<AccessStore, 'quotaStatus'>, accountId: string): Promise<number> {
  return (await store.quotaStatus(accountId)).used;
}

/** `generate_chart` arguments used across tests. */
export const chartArguments = { birthDateTime: '1990-05-15T14:30', timezone: 'Europe/Berlin', detailLevel: 'core' };
