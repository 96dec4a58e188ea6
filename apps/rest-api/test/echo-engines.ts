// Deterministic stand-in engines: charts echo what reached them, so HTTP tests do not depend on
// the ephemeris and can hold a calculation open (a gate) to test in-flight duplicates.
import { calendarEngine, emptyCelebrityDirectory, referenceEngine, reportEngine } from '@mandala/operations';
import type { CelebrityDirectory, OperationEngines } from '@mandala/operations';
import { echoPictureEngine, echoed } from '@mandala/operations/testing';

/** Echo engines; `calls` counts chart calculations; `gate`, when set, holds every chart until resolved. */
export interface EchoEngines extends OperationEngines {
  calls: number;
  gate: Promise<void> | undefined;
}

/** Creates {@link EchoEngines}, optionally with a celebrity directory. */
export function createEchoEngines(celebrities: CelebrityDirectory = emptyCelebrityDirectory): EchoEngines {
  const engines: EchoEngines = {
    calls: 0,
    gate: undefined,
    async natalChart(birth, version) {
      engines.calls += 1;
      await engines.gate;
      return echoed({ Type: 'Generator', Profile: '1/3', Birth: birth, Version: version });
    },
    async compositeChart(first, second, version) {
      engines.calls += 1;
      await engines.gate;
      return echoed({ Person0: first, Person1: second, Version: version });
    },
    async groupComposite(members) {
      engines.calls += 1;
      await engines.gate;
      return echoed({ Members: members.map((member, index) => ({ Name: member.name ?? `Member ${index + 1}` })), SharedGates: [], Channels: [], Chemistry: { AverageOverall: 0 }, Penta: null });
    },
    async transitChart(birth, transit) {
      engines.calls += 1;
      await engines.gate;
      return echoed({ Natal: birth, Transit: transit });
    },
    async planetaryPositions(moment) {
      engines.calls += 1;
      return echoed({
        UtcInstant: moment.date,
        Planets: {
          Sun: { Gate: 34, Line: 2, ZodiacSign: 'Aries', Retrograde: false },
          Moon: { Gate: 20, Line: 5, ZodiacSign: 'Gemini', Retrograde: false },
          Mercury: { Gate: 1, Line: 1, ZodiacSign: 'Pisces', Retrograde: true },
        },
      });
    },
    reference: referenceEngine,
    locations: {
      searchLocations: (text, { limit }) =>
        echoed([{ city: 'Berlin', country: 'Germany', timezone: 'Europe/Berlin', latitude: 52.52, longitude: 13.405 }]
          .filter((item) => item.city.toLowerCase().startsWith(text.toLowerCase()))
          .slice(0, limit)),
      resolveTimezone: (text) => echoed({ city: text, timezone: 'Europe/Berlin' }),
    },
    celebrities,
    calendar: calendarEngine,
    pictures: echoPictureEngine,
    reports: reportEngine,
  };
  return engines;
}
