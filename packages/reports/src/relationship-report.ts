import type { CompositeChannel, CompositeChannelKind, CompositeChartV2, NatalChartV2 } from '@mandala/bodygraph';
import { ENGINE_VERSION } from '@mandala/bodygraph';
import { renderCompositeBodygraphSvg } from '@mandala/bodygraph-svg';
import { getChannel, getDefinition } from '@mandala/reference-library';
import { englishCatalogue, type Catalogue } from './catalogue/english';
import { phraserOf, type Phraser } from './catalogue/phrase';
import { formatUtcInstant, splitLocalDateTime, type ReportBirth } from './report-birth';
import type { ReportBlock, ReportDocument, ReportSection } from './report-document';

/** What a relationship report is made from. */
export interface RelationshipReportInput {
  /** The composite chart of the two, version 2 (`compositeChart(a, b, { version: 'v2' })`). */
  readonly composite: CompositeChartV2;
  /** The first and second person's births, in the composite's order. */
  readonly births: readonly [ReportBirth, ReportBirth];
  /** The language; default English. */
  readonly catalogue?: Catalogue;
}

const KINDS: readonly CompositeChannelKind[] = ['Electromagnetic', 'Companion', 'Compromise', 'Dominant'];

function personName(t: Phraser, birth: ReportBirth, index: 0 | 1): string {
  return birth.name ?? (index === 0 ? t('relationship.personA') : t('relationship.personB'));
}

function listOrNone(t: Phraser, items: readonly string[]): string {
  return items.length === 0 ? t('relationship.none') : items.join(', ');
}

function personItem(t: Phraser, chart: NatalChartV2, birth: ReportBirth, name: string): ReportBlock {
  const { day, time } = splitLocalDateTime(birth.date);
  return {
    kind: 'item',
    title: name,
    paragraphs: [
      t('relationship.personSummary', { type: chart.Type.Name, profile: chart.Profile.Id, authority: chart.Authority.Name, definition: chart.Definition.Name, cross: chart.IncarnationCross.Name }),
      t('relationship.personBirth', { date: day, time, zone: birth.place === undefined ? birth.timezone : `${birth.place}, ${birth.timezone}`, utc: formatUtcInstant(chart.BirthDateUtc) }),
    ],
  };
}

function gatesHeld(t: Phraser, gates: readonly number[]): string {
  return gates.length === 0 ? t('relationship.noGate') : t('relationship.gateList', { gates: gates.join(' and ') });
}

function channelItem(t: Phraser, channel: CompositeChannel, names: readonly [string, string]): ReportBlock {
  return {
    kind: 'item',
    title: t('relationship.channelItem', { id: channel.Id, name: channel.Name }),
    paragraphs: [
      getChannel(channel.Id).theme,
      t('relationship.channelHolders', { first: names[0], firstGates: gatesHeld(t, channel.Person0Gates), second: names[1], secondGates: gatesHeld(t, channel.Person1Gates) }),
    ],
  };
}

/** The relationship report of two people as a format-neutral document. */
export function relationshipReport(input: RelationshipReportInput): ReportDocument {
  const catalogue = input.catalogue ?? englishCatalogue;
  const t = phraserOf(catalogue);
  const { composite, births } = input;
  const names = [personName(t, births[0], 0), personName(t, births[1], 1)] as const;
  const together = composite.Composite;
  const counts = composite.Chemistry.Counts;
  const cover: ReportSection = {
    id: 'people',
    title: t('relationship.peopleHeading'),
    blocks: [
      personItem(t, composite.Person0, births[0], names[0]),
      personItem(t, composite.Person1, births[1], names[1]),
      {
        kind: 'bodygraph',
        svg: renderCompositeBodygraphSvg(composite, { theme: 'light', size: 600, personLabels: [names[0], names[1]] }),
        alt: t('bodygraph.alt'),
        caption: t('bodygraph.compositeCaption', { first: names[0], second: names[1] }),
      },
    ],
  };
  const channelBlocks: ReportBlock[] = [
    { kind: 'paragraph', text: t('relationship.chemistry', { electromagnetic: counts.Electromagnetic, companion: counts.Companion, compromise: counts.Compromise, dominant: counts.Dominant }), tone: 'lead' },
  ];
  for (const kind of KINDS) {
    const ofKind = together.Channels.filter((channel) => channel.Kind === kind);
    channelBlocks.push({ kind: 'subheading', text: t(`relationship.kind.${kind}`) }, { kind: 'paragraph', text: t(`relationship.kindText.${kind}`), tone: 'muted' });
    if (ofKind.length === 0) channelBlocks.push({ kind: 'paragraph', text: t('relationship.noChannels') });
    for (const channel of ofKind) channelBlocks.push(channelItem(t, channel, names));
  }
  const dynamics = composite.Dynamics;
  const definition = getDefinition(together.Definition);
  return {
    language: catalogue['document.language'],
    title: births[0].name !== undefined || births[1].name !== undefined ? t('relationship.titleFor', { first: names[0], second: names[1] }) : t('relationship.title'),
    subtitle: t('relationship.subtitle', { first: `${composite.Person0.Type.Name} ${composite.Person0.Profile.Id}`, second: `${composite.Person1.Type.Name} ${composite.Person1.Profile.Id}`, type: together.Type, keynote: together.Keynote }),
    cover,
    sections: [
      {
        id: 'together',
        title: t('relationship.togetherHeading'),
        blocks: [
          { kind: 'paragraph', text: t('relationship.togetherLead', { type: together.Type, definition: definition.name, defined: together.DefinedCenterCount, open: 9 - together.DefinedCenterCount, keynote: together.Keynote }), tone: 'lead' },
          { kind: 'paragraph', text: definition.description },
        ],
      },
      { id: 'channels', title: t('relationship.channelsHeading'), blocks: channelBlocks },
      {
        id: 'centers',
        title: t('relationship.centersHeading'),
        blocks: [
          { kind: 'paragraph', text: t('relationship.definedTogether', { centers: listOrNone(t, dynamics.DefinedTogether) }), tone: 'lead' },
          { kind: 'paragraph', text: t('relationship.shared', { centers: listOrNone(t, dynamics.SharedDefinition) }) },
          { kind: 'paragraph', text: t('relationship.conditions', { person: names[0], centers: listOrNone(t, dynamics.Person0ConditionsPerson1) }) },
          { kind: 'paragraph', text: t('relationship.conditions', { person: names[1], centers: listOrNone(t, dynamics.Person1ConditionsPerson0) }) },
          { kind: 'paragraph', text: t('relationship.undefinedTogether', { centers: listOrNone(t, dynamics.UndefinedTogether) }) },
        ],
      },
      { id: 'about', title: t('about.heading'), blocks: [{ kind: 'paragraph', text: t('relationship.about') }] },
    ],
    footer: catalogue['document.footer'],
    colophon: t('document.generatedBy', { version: ENGINE_VERSION }),
  };
}
