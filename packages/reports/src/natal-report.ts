import type { ActivatingBodyName, CenterV2, GateActivationV2, NatalChartV3, SideCoverage } from '@mandala/bodygraph';
import { geneKeysProfile } from '@mandala/bodygraph';
import { renderBodygraphSvg } from '@mandala/bodygraph-svg';
import {
  GENE_KEY_SEQUENCES,
  getAuthority,
  getCenter,
  getChannel,
  getDefinition,
  getGate,
  getIncarnationCross,
  getProfile,
  getStrategy,
  getType,
  getVariableTerm,
  lineArchetypes,
  type VariableKind,
} from '@mandala/reference-library';
import { englishCatalogue, type Catalogue } from './catalogue/english';
import { phraserOf, type Phraser } from './catalogue/phrase';
import { formatUtcInstant, splitLocalDateTime, type ReportBirth } from './report-birth';
import type { ReportBlock, ReportDocument, ReportSection } from './report-document';

/** What a natal report is made from. */
export interface NatalReportInput {
  /** The natal chart, version 3 (`natalChart(birth, { version: 'v3' })`). */
  readonly chart: NatalChartV3;
  readonly birth: ReportBirth;
  /** The language; default English. */
  readonly catalogue?: Catalogue;
}

const GATE_ORDER: readonly ActivatingBodyName[] = ['Sun', 'Earth', 'NorthNode', 'SouthNode', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];

function sideLabel(t: Phraser, side: SideCoverage): string {
  return t(`side.${side}`);
}

function listOrNone(t: Phraser, items: readonly string[]): string {
  return items.length === 0 ? t('definition.none') : items.join(', ');
}

function coverSection(t: Phraser, chart: NatalChartV3, birth: ReportBirth): ReportSection {
  const { day, time } = splitLocalDateTime(birth.date);
  const rows = [
    ...(birth.name === undefined ? [] : [{ label: t('cover.name'), value: birth.name }]),
    { label: t('cover.birthDate'), value: day },
    { label: t('cover.birthTime'), value: time },
    ...(birth.place === undefined ? [] : [{ label: t('cover.place'), value: birth.place }]),
    { label: t('cover.timezone'), value: birth.timezone },
    { label: t('cover.birthInstant'), value: formatUtcInstant(chart.BirthDateUtc) },
    { label: t('cover.designInstant'), value: formatUtcInstant(chart.DesignDateUtc) },
    ...chart.Warnings.map((warning) => ({ label: t('cover.warnings'), value: warning })),
  ];
  const blocks: ReportBlock[] = [
    { kind: 'facts', rows },
    { kind: 'paragraph', text: t('cover.designNote'), tone: 'muted' },
    { kind: 'bodygraph', svg: renderBodygraphSvg(chart, { theme: 'light', size: 600 }), alt: t('bodygraph.alt'), caption: t('bodygraph.caption') },
  ];
  return { id: 'birth-data', title: t('cover.heading'), blocks };
}

function typeSection(t: Phraser, chart: NatalChartV3): ReportSection {
  const type = getType(chart.Type.Id);
  const strategy = getStrategy(type.strategyId);
  return {
    id: 'type',
    title: t('type.heading', { type: type.name }),
    blocks: [
      { kind: 'paragraph', text: t('type.lead', { type: type.name }), tone: 'lead' },
      {
        kind: 'facts',
        rows: [
          { label: t('type.strategy'), value: strategy.name },
          { label: t('type.signature'), value: chart.Signature },
          { label: t('type.notSelf'), value: chart.NotSelfTheme },
        ],
      },
      { kind: 'paragraph', text: type.description },
      { kind: 'paragraph', text: t('type.strategyText', { strategy: strategy.name, description: strategy.description }) },
      { kind: 'paragraph', text: t('type.signatureText', { signature: chart.Signature, notSelf: chart.NotSelfTheme }) },
    ],
  };
}

function authoritySection(t: Phraser, chart: NatalChartV3): ReportSection {
  const authority = getAuthority(chart.Authority.Id);
  return {
    id: 'authority',
    title: t('authority.heading', { authority: authority.name }),
    blocks: [
      { kind: 'paragraph', text: t('authority.lead', { authority: authority.name }), tone: 'lead' },
      { kind: 'paragraph', text: authority.description },
    ],
  };
}

function profileSection(t: Phraser, chart: NatalChartV3): ReportSection {
  const { PersonalityLine: personalityLine, DesignLine: designLine } = chart.Profile;
  const archetype = (line: number) => lineArchetypes[line - 1]?.name ?? String(line);
  const blocks: ReportBlock[] = [
    { kind: 'paragraph', text: t('profile.lead', { profile: chart.Profile.Id, name: chart.Profile.Name }), tone: 'lead' },
    {
      kind: 'facts',
      rows: [
        { label: t('profile.personalityLine', { line: personalityLine, archetype: archetype(personalityLine) }), value: lineArchetypes[personalityLine - 1]?.keynote ?? '' },
        { label: t('profile.designLine', { line: designLine, archetype: archetype(designLine) }), value: lineArchetypes[designLine - 1]?.keynote ?? '' },
      ],
    },
  ];
  try {
    const profile = getProfile(chart.Profile.Id);
    blocks.push(
      { kind: 'paragraph', text: profile.characteristics },
      { kind: 'facts', rows: [{ label: t('profile.strategy'), value: profile.strategy }, { label: t('profile.lifeTheme'), value: profile.lifeTheme }] },
    );
  } catch {
    // A line pair outside the 12 profiles (synthetic longitudes only): the two lines say it all.
  }
  return { id: 'profile', title: t('profile.heading', { profile: chart.Profile.Id, name: chart.Profile.Name }), blocks };
}

function definitionSection(t: Phraser, chart: NatalChartV3): ReportSection {
  const definition = getDefinition(chart.Definition.Id);
  const personality = chart.Channels.filter((channel) => channel.Activation === 'Personality').map((channel) => channel.Id);
  const design = chart.Channels.filter((channel) => channel.Activation === 'Design').map((channel) => channel.Id);
  return {
    id: 'definition',
    title: t('definition.heading', { definition: definition.name }),
    blocks: [
      { kind: 'paragraph', text: t('definition.lead', { definition: definition.name }), tone: 'lead' },
      { kind: 'paragraph', text: definition.description },
      { kind: 'paragraph', text: t('definition.sides', { personality: listOrNone(t, personality), design: listOrNone(t, design) }), tone: 'muted' },
    ],
  };
}

function centerItem(t: Phraser, center: CenterV2): ReportBlock {
  const record = getCenter(center.Name);
  const gates = center.Gates.length === 0 ? t('centers.noGates') : t('centers.gates', { gates: center.Gates.join(', ') });
  if (center.Defined) {
    const by = center.Activation === null ? [] : [t('centers.definedBy', { side: sideLabel(t, center.Activation) })];
    return { kind: 'item', title: t('centers.definedItem', { center: center.Name }), paragraphs: [record.definedTheme, gates, ...by] };
  }
  const title = center.State === 'Open' ? t('centers.openItem', { center: center.Name }) : t('centers.undefinedItem', { center: center.Name });
  return { kind: 'item', title, paragraphs: [record.openTheme, gates, t('centers.question', { question: record.notSelfQuestion })] };
}

function centersSection(t: Phraser, chart: NatalChartV3): ReportSection {
  const defined = chart.Centers.filter((center) => center.Defined);
  const open = chart.Centers.filter((center) => !center.Defined);
  return {
    id: 'centers',
    title: t('centers.heading'),
    blocks: [
      { kind: 'paragraph', text: t('centers.lead', { defined: defined.length, open: open.length }), tone: 'lead' },
      ...(defined.length === 0 ? [] : [{ kind: 'subheading', text: t('centers.definedHeading') } as const, { kind: 'paragraph', text: t('centers.definedIntro'), tone: 'muted' } as const]),
      ...defined.map((center) => centerItem(t, center)),
      ...(open.length === 0 ? [] : [{ kind: 'subheading', text: t('centers.openHeading') } as const, { kind: 'paragraph', text: t('centers.openIntro'), tone: 'muted' } as const]),
      ...open.map((center) => centerItem(t, center)),
    ],
  };
}

function channelsSection(t: Phraser, chart: NatalChartV3): ReportSection {
  const blocks: ReportBlock[] =
    chart.Channels.length === 0
      ? [{ kind: 'paragraph', text: t('channels.none'), tone: 'lead' }]
      : [{ kind: 'paragraph', text: t('channels.lead', { count: chart.Channels.length }), tone: 'lead' }];
  for (const channel of chart.Channels) {
    const record = getChannel(channel.Id);
    blocks.push({
      kind: 'item',
      title: t('channels.item', { id: channel.Id, name: channel.Name }),
      paragraphs: [
        record.theme,
        t('channels.facts', { circuit: channel.Circuit, group: channel.CircuitGroup, centers: channel.Centers.join(' – '), side: sideLabel(t, channel.Activation) }),
      ],
    });
  }
  return { id: 'channels', title: t('channels.heading'), blocks };
}

function gateItem(t: Phraser, activation: GateActivationV2): ReportBlock {
  const gate = getGate(activation.Gate);
  const line = gate.lines[activation.Line - 1];
  return {
    kind: 'item',
    title: t('gates.item', { planet: t(`planet.${activation.Planet}`), gate: activation.Gate, line: activation.Line, name: gate.name }),
    paragraphs: [
      t('gates.center', { center: gate.center, theme: gate.theme }),
      ...(line === undefined ? [] : [t('gates.lineText', { line: line.line, archetype: line.archetype, description: line.description })]),
    ],
  };
}

function gatesSection(t: Phraser, chart: NatalChartV3): ReportSection {
  const ordered = (side: 'Personality' | 'Design') =>
    chart.Gates.filter((entry) => entry.Activation === side).sort((a, b) => GATE_ORDER.indexOf(a.Planet) - GATE_ORDER.indexOf(b.Planet));
  return {
    id: 'gates',
    title: t('gates.heading'),
    blocks: [
      { kind: 'paragraph', text: t('gates.lead'), tone: 'lead' },
      { kind: 'subheading', text: t('gates.personalityHeading') },
      ...ordered('Personality').map((activation) => gateItem(t, activation)),
      { kind: 'subheading', text: t('gates.designHeading') },
      ...ordered('Design').map((activation) => gateItem(t, activation)),
    ],
  };
}

function crossSection(t: Phraser, chart: NatalChartV3): ReportSection {
  const [ps, pe, ds, de] = chart.IncarnationCross.Gates;
  const cross = getIncarnationCross(chart.IncarnationCross.Id);
  return {
    id: 'cross',
    title: t('cross.heading'),
    blocks: [
      { kind: 'paragraph', text: t('cross.lead', { cross: chart.IncarnationCross.Name }), tone: 'lead' },
      { kind: 'paragraph', text: cross.theme },
      { kind: 'paragraph', text: t(`cross.angle.${cross.angle}`) },
      { kind: 'paragraph', text: t('cross.gates', { ps, pe, ds, de }), tone: 'muted' },
    ],
  };
}

function variableText(kind: VariableKind, color: number): string {
  return getVariableTerm(kind, color).description;
}

function variablesSection(t: Phraser, chart: NatalChartV3): ReportSection {
  const v = chart.Variables;
  const arrow = (direction: string) => t('variables.arrow', { arrow: direction.toLowerCase() });
  return {
    id: 'variables',
    title: t('variables.heading'),
    blocks: [
      { kind: 'paragraph', text: t('variables.lead', { notation: v.Notation }), tone: 'lead' },
      { kind: 'item', title: t('variables.determination', { name: v.Determination.Name, variant: v.Determination.Variant, cognition: v.Determination.Cognition }), paragraphs: [variableText('determination', v.Determination.Color), arrow(v.Determination.Arrow)] },
      { kind: 'item', title: t('variables.environment', { name: v.Environment.Name, variant: v.Environment.Variant }), paragraphs: [variableText('environment', v.Environment.Color), arrow(v.Environment.Arrow)] },
      { kind: 'item', title: t('variables.motivation', { name: v.Motivation.Name, sense: v.Motivation.Sense }), paragraphs: [variableText('motivation', v.Motivation.Color), arrow(v.Motivation.Arrow), t('variables.transference', { transference: v.Motivation.Transference })] },
      { kind: 'item', title: t('variables.perspective', { name: v.Perspective.Name }), paragraphs: [variableText('perspective', v.Perspective.Color), arrow(v.Perspective.Arrow), t('variables.distraction', { distraction: v.Perspective.Distraction })] },
    ],
  };
}

function geneKeysSection(t: Phraser, chart: NatalChartV3): ReportSection {
  const profile = geneKeysProfile(chart);
  const blocks: ReportBlock[] = [{ kind: 'paragraph', text: t('geneKeys.lead'), tone: 'lead' }];
  for (const sequence of GENE_KEY_SEQUENCES) {
    blocks.push({ kind: 'subheading', text: t('geneKeys.sequence', { sequence }) });
    for (const sphere of profile[sequence]) {
      blocks.push({
        kind: 'item',
        title: t('geneKeys.item', { sphere: sphere.Name, key: sphere.Key, line: sphere.Line }),
        paragraphs: [t('geneKeys.names', { shadow: sphere.Shadow, gift: sphere.Gift, siddhi: sphere.Siddhi }), sphere.Theme],
      });
    }
  }
  return { id: 'gene-keys', title: t('geneKeys.heading'), blocks };
}

function hangingGatesSection(t: Phraser, chart: NatalChartV3): ReportSection {
  const blocks: ReportBlock[] = [{ kind: 'paragraph', text: t('hanging.lead'), tone: 'lead' }];
  if (chart.HangingGates.length === 0) blocks.push({ kind: 'paragraph', text: t('hanging.none') });
  for (const hanging of chart.HangingGates) {
    blocks.push({
      kind: 'item',
      title: t('hanging.item', { gate: hanging.Gate, name: getGate(hanging.Gate).name, center: hanging.Center }),
      paragraphs: [t('hanging.completing', { gates: hanging.CompletingGates.join(', ') })],
    });
  }
  return { id: 'hanging-gates', title: t('hanging.heading'), blocks };
}

/** The natal report of a chart as a format-neutral document (render it with `renderMarkdown`, `renderHtml` or `renderPdf`). */
export function natalReport(input: NatalReportInput): ReportDocument {
  const catalogue = input.catalogue ?? englishCatalogue;
  const t = phraserOf(catalogue);
  const { chart, birth } = input;
  return {
    language: catalogue['document.language'],
    title: birth.name === undefined ? t('natal.title') : t('natal.titleFor', { name: birth.name }),
    subtitle: t('natal.subtitle', { type: chart.Type.Name, profile: chart.Profile.Id, authority: chart.Authority.Name }),
    cover: coverSection(t, chart, birth),
    sections: [
      typeSection(t, chart),
      authoritySection(t, chart),
      profileSection(t, chart),
      definitionSection(t, chart),
      centersSection(t, chart),
      channelsSection(t, chart),
      gatesSection(t, chart),
      crossSection(t, chart),
      variablesSection(t, chart),
      geneKeysSection(t, chart),
      hangingGatesSection(t, chart),
      { id: 'about', title: t('about.heading'), blocks: [{ kind: 'paragraph', text: t('about.text') }] },
    ],
    footer: catalogue['document.footer'],
    colophon: t('document.generatedBy', { version: chart.Meta.EngineVersion }),
  };
}
