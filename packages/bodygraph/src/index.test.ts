// Pins the public surface: adding or removing a runtime export is an API decision and must show up here.
import { expect, it } from 'vitest';
import * as bodygraph from './index';

it('exports exactly the documented runtime names', () => {
  expect(Object.keys(bodygraph).sort()).toEqual(
    [
      'ACTIVATING_BODY_NAMES',
      'AUTHORITY_NAMES',
      'BASES_PER_WHEEL',
      'BodygraphError',
      'DEFINITION_NAMES',
      'ENGINE_VERSION',
      'GROUP_SIZE_RANGE',
      'SOURCE_BODY_NAMES',
      'TYPE_NAMES',
      'ZODIAC_SIGNS',
      'activationFromLongitude',
      'activationsAt',
      'analyzeGates',
      'arrowOfTone',
      'baseIndexFromLongitude',
      'chartCoreFromLongitudes',
      'chartCoreFromSides',
      'chartFromLongitudes',
      'chemistryScores',
      'compositeChart',
      'compositeFromCharts',
      'geneKeysProfile',
      'groupComposite',
      'groupFromCharts',
      'loadPositionTables',
      'natalChart',
      'natalChartAt',
      'natalChartCore',
      'natalChartCoreAt',
      'planetDignity',
      'sideCoreFromPositions',
      'transitChart',
      'transitFromCharts',
      'withDignities',
      'zodiacPosition',
    ].sort(),
  );
});

it('reports the package version as the engine version', async () => {
  const { readFileSync } = await import('node:fs');
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  expect(bodygraph.ENGINE_VERSION).toBe(manifest.version);
});
