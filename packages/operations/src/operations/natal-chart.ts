import { z } from 'zod';
import { defineOperation } from '../define-operation';
import type { ChartVersion } from '../engines';
import { birthMomentShape, toLocalMoment } from '../schemas/birth-moment';
import { natalChartOutputSchemas } from '../schemas/natal-chart-output';

const natalChartInputSchema = z.strictObject(birthMomentShape);

function natalChartOperation(version: ChartVersion, category: 'core' | 'enhanced', path: string, summary: string) {
  return defineOperation({
    name: `natal_chart_${version}`,
    category,
    oauthScopes: ['charts'],
    units: 1,
    pure: true,
    input: natalChartInputSchema,
    output: natalChartOutputSchemas[version],
    summary,
    rest: { method: 'get', path, tags: ['Charts'] },
    run: (input, context) => context.engines.natalChart(toLocalMoment(input), version),
  });
}

/** `GET /hd-data`: natal chart v1 (core, 1 unit). */
export const natalChartV1 = natalChartOperation('v1', 'core', '/hd-data', 'Natal chart, version 1: type, strategy, authority, profile, centers, gates, channels.');
/** `GET /v2/hd-data`: natal chart v2 (enhanced, 1 unit). */
export const natalChartV2 = natalChartOperation('v2', 'enhanced', '/v2/hd-data', 'Natal chart, version 2: structured identifiers, expanded center and channel data.');
/** `GET /v3/hd-data`: natal chart v3 (enhanced, 1 unit). */
export const natalChartV3 = natalChartOperation('v3', 'enhanced', '/v3/hd-data', 'Natal chart, version 3: zodiac signs, retrograde flags, personality/design gate categories, variables.');
