// The words and severity of each kind of transit alert, before it gets its id and its written instants.
import { gateAtWheelOffset, getGate } from '@mandala/reference-library';
import { alertSeverity, type AlertCategory, type AlertSeverity } from './alert-severity';
import { bodyDisplayName, bodySubject } from './body-display-name';
import type { ChannelCompletion } from './channel-completions';
import { durationPhrase } from './duration-phrase';
import type { EventBody, GateCrossing, MoonPhaseEvent, Station } from './events';
import type { NatalGateSet } from './natal-gate-set';

/** An alert before its id and written instants. */
export interface AlertDraft {
  /** When it happens (inside the window). */
  instant: Date;
  category: AlertCategory;
  body: EventBody;
  severity: AlertSeverity;
  title: string;
  description: string;
  gates: number[];
  channelId?: string;
  until?: Date;
  /** The instant that identifies the event in its id; `null` when none is known. */
  idInstant: Date | null;
  /** Tells apart ids of events of one category with the same instant (`entry`, `exit`, `retrograde`). */
  idVariant: string;
}

/** Writes an instant for prose: local wall time to the minute, `2024-03-10 10:00`. */
export type WriteInstant = (instant: Date) => string;

const gateName = (gate: number) => getGate(gate).name;

/** A channel completed by a transiting body with a natal gate. */
export function channelCompletionDraft(completion: ChannelCompletion, write: WriteInstant): AlertDraft {
  const { body, gate, partner, from, until, entered } = completion;
  const channel = `${partner.channelId} (${partner.channelName})`;
  const opening = completion.entersInWindow
    ? `${bodySubject(body)} enters gate ${gate} (${gateName(gate)}) on ${write(from)}`
    : `${bodySubject(body)} is already in gate ${gate} (${gateName(gate)}) when the period starts`;
  const stay =
    until === undefined
      ? 'It stays there for more than a year.'
      : `It stays until ${write(until)} (${durationPhrase(until.getTime() - from.getTime())}).`;
  return {
    instant: from,
    category: 'ChannelCompletion',
    body,
    severity: alertSeverity({
      category: 'ChannelCompletion',
      body,
      durationMilliseconds: until === undefined ? null : until.getTime() - from.getTime(),
    }),
    title: `${bodyDisplayName(body)} completes channel ${channel}`,
    description: `${opening} — completes channel ${channel} with your gate ${partner.partnerGate}. ${stay}`,
    gates: [gate, partner.partnerGate],
    channelId: partner.channelId,
    ...(until === undefined ? {} : { until }),
    // The same activation keeps its id whether the window holds its entry or opens while it runs.
    idInstant: entered ?? until ?? null,
    idVariant: entered !== undefined ? 'entry' : until !== undefined ? 'exit' : 'open',
  };
}

/** The Sun entering another gate (and the Earth the opposite one); `until` is when the Sun leaves it again. */
export function sunGateChangeDraft(crossing: GateCrossing, until: Date | undefined, natal: NatalGateSet, write: WriteInstant): AlertDraft {
  const earthGate = gateAtWheelOffset(crossing.toGate, 32);
  const natalGatesEntered = [crossing.toGate, earthGate].filter((gate) => natal.isNatalGate(gate));
  const natalNote =
    natalGatesEntered.length === 0
      ? ''
      : natalGatesEntered.length === 1
        ? ` Gate ${natalGatesEntered[0]} is one of your natal gates.`
        : ` Gates ${natalGatesEntered.join(' and ')} are among your natal gates.`;
  const stay =
    until === undefined ? '' : ` The Sun stays until ${write(until)} (${durationPhrase(until.getTime() - crossing.instant.getTime())}).`;
  return {
    instant: crossing.instant,
    category: 'SunGateChange',
    body: 'Sun',
    severity: alertSeverity({ category: 'SunGateChange', inNatalGate: natalGatesEntered.length > 0 }),
    title: `Sun enters gate ${crossing.toGate} (${gateName(crossing.toGate)})`,
    description:
      `The Sun moves from gate ${crossing.fromGate} into gate ${crossing.toGate} on ${write(crossing.instant)}; ` +
      `the Earth enters gate ${earthGate}.${stay}${natalNote}`,
    gates: [crossing.fromGate, crossing.toGate],
    ...(until === undefined ? {} : { until }),
    idInstant: crossing.instant,
    idVariant: '',
  };
}

/** A New Moon or Full Moon (other phases give no alert: `null`). */
export function moonPhaseDraft(phase: MoonPhaseEvent, natal: NatalGateSet, write: WriteInstant): AlertDraft | null {
  if (phase.phase !== 'New Moon' && phase.phase !== 'Full Moon') return null;
  const category = phase.phase === 'New Moon' ? 'NewMoon' : 'FullMoon';
  const inNatalGate = natal.isNatalGate(phase.gate);
  return {
    instant: phase.instant,
    category,
    body: 'Moon',
    severity: alertSeverity({ category, inNatalGate }),
    title: `${phase.phase} in gate ${phase.gate} (${gateName(phase.gate)})`,
    description:
      `${phase.phase} on ${write(phase.instant)} with the Moon in gate ${phase.gate} line ${phase.line}, ${phase.zodiacSign}.` +
      (inNatalGate ? ` Gate ${phase.gate} is one of your natal gates.` : ''),
    gates: [phase.gate],
    idInstant: phase.instant,
    idVariant: '',
  };
}

/** A body turning retrograde or direct. */
export function stationDraft(station: Station, natal: NatalGateSet, write: WriteInstant): AlertDraft {
  const name = bodyDisplayName(station.body);
  const inNatalGate = natal.isNatalGate(station.gate);
  const completes = natal.openChannelsOf(station.gate).map((partner) => partner.channelId);
  return {
    instant: station.instant,
    category: 'Retrograde',
    body: station.body,
    severity: alertSeverity({ category: 'Retrograde', inNatalGate, completesNatalChannel: completes.length > 0 }),
    title: `${name} stations ${station.kind} in gate ${station.gate}`,
    description:
      `${name} turns ${station.kind} on ${write(station.instant)} in gate ${station.gate} line ${station.line}` +
      (station.kind === 'retrograde' ? ' and moves backwards for a while.' : ' and moves forwards again.') +
      (inNatalGate ? ` Gate ${station.gate} is one of your natal gates.` : '') +
      (completes.length === 0 ? '' : ` The gate completes ${completes.join(', ')} with your natal gates.`),
    gates: [station.gate],
    idInstant: station.instant,
    idVariant: station.kind,
  };
}
