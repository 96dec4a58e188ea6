// The compact chart every return and progression reports: the chart cast for an instant exactly as a natal chart
// is (personality at the instant, design at 88° of solar arc before it), so Type, Definition, Authority, Profile,
// channels and centers come from the same code as every natal chart.
import {
  ACTIVATING_BODY_NAMES,
  natalChartAt,
  type ActivatingBodyName,
  type AuthorityName,
  type DefinitionName,
  type NatalChartV3,
  type PlanetSetV3,
  type TypeName,
} from '@mandala/bodygraph';

/** One body of a return chart. */
export interface ReturnPlanet {
  Gate: number;
  Line: number;
  /** Tropical sign (`Aries` … `Pisces`). */
  ZodiacSign: string;
  /** The body moves backwards in longitude at the instant (the true node most of the time). */
  Retrograde: boolean;
}

/** The 13 activating bodies of one side, plus Chiron (which activates nothing). */
export type ReturnPlanetSet = Record<ActivatingBodyName, ReturnPlanet> & { Chiron?: ReturnPlanet };

/** A chart summary: what the natal chart of the instant says, without its reference prose. */
export interface ReturnChart {
  Type: TypeName;
  Definition: DefinitionName;
  Authority: AuthorityName;
  /** `4/6`: Personality Sun line / Design Sun line. */
  Profile: string;
  Planets: { Personality: ReturnPlanetSet; Design: ReturnPlanetSet };
  /** Gates any of the 26 activations stands in, ascending. */
  ActiveGates: number[];
  /** Defined channels, `20-34` lower gate first, in the chart's order. */
  Channels: { Id: string; Name: string }[];
  /** Defined centers, in the chart's order (Head to Root). */
  DefinedCenters: string[];
}

function planetSet(set: PlanetSetV3): ReturnPlanetSet {
  const result = {} as ReturnPlanetSet;
  for (const body of ACTIVATING_BODY_NAMES) {
    const planet = set[body];
    result[body] = { Gate: planet.Gate, Line: planet.Line, ZodiacSign: planet.ZodiacSign, Retrograde: planet.Retrograde };
  }
  const chiron = set.Chiron;
  if (chiron !== undefined) {
    result.Chiron = { Gate: chiron.Gate, Line: chiron.Line, ZodiacSign: chiron.ZodiacSign, Retrograde: chiron.Retrograde };
  }
  return result;
}

/** The summary of a v3 natal chart. */
export function returnChartOf(chart: NatalChartV3): ReturnChart {
  return {
    Type: chart.Type.Name,
    Definition: chart.Definition.Name,
    Authority: chart.Authority.Name,
    Profile: chart.Profile.Id,
    Planets: { Personality: planetSet(chart.Planets.Personality), Design: planetSet(chart.Planets.Design) },
    ActiveGates: [...chart.Properties.ActiveGates],
    Channels: chart.Channels.map((channel) => ({ Id: channel.Id, Name: channel.Name })),
    DefinedCenters: [...chart.DefinedCenters],
  };
}

/**
 * The chart cast for `instant` exactly as the natal chart of someone born then (`natalChartAt(instant, { version:
 * 'v3' })`), summarised. Ephemeris errors (`date_out_of_range` outside 1800-2200) pass through.
 */
export function returnChartAt(instant: Date): ReturnChart {
  return returnChartOf(natalChartAt(instant, { version: 'v3' }));
}
