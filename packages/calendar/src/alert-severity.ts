// How much a transit alert matters, decided only from the event and the natal chart (deterministic):
// - ChannelCompletion: High when a body other than the Moon completes the channel for at least a day (no exit found
//   within the search counts as at least a day); Medium for the Moon (it stays a few hours) and for any shorter stay.
// - Retrograde (a station): High when the body turns in one of the natal gates; Medium when it turns in a gate that
//   would complete a channel with a natal gate; Low otherwise.
// - SunGateChange: Medium when the Sun or the Earth enters one of the natal gates; Low otherwise.
// - NewMoon / FullMoon: Medium when the Moon is in one of the natal gates at the phase; Low otherwise.
import type { EventBody } from './events';

/** Alert categories, as the service names them. */
export type AlertCategory = 'ChannelCompletion' | 'SunGateChange' | 'NewMoon' | 'FullMoon' | 'Retrograde';

/** Alert severities. */
export type AlertSeverity = 'High' | 'Medium' | 'Low';

/** A stay shorter than this is not a High channel completion. */
export const HIGH_ACTIVATION_MILLISECONDS = 86_400_000;

/** What the severity of an alert is decided from. */
export type SeverityFacts =
  | {
      category: 'ChannelCompletion';
      body: EventBody;
      /** How long the body stays in the gate from the alert's instant; `null` when no exit was found (long). */
      durationMilliseconds: number | null;
    }
  | {
      category: 'Retrograde';
      /** The station's gate is one of the natal gates. */
      inNatalGate: boolean;
      /** The station's gate would complete a channel with a natal gate that the chart does not define already. */
      completesNatalChannel: boolean;
    }
  | {
      category: 'SunGateChange' | 'NewMoon' | 'FullMoon';
      /** The Sun's or Earth's new gate (SunGateChange), or the Moon's gate (phases), is one of the natal gates. */
      inNatalGate: boolean;
    };

/** The severity of an alert (rules at the top of this file). */
export function alertSeverity(facts: SeverityFacts): AlertSeverity {
  switch (facts.category) {
    case 'ChannelCompletion':
      if (facts.body === 'Moon') return 'Medium';
      return facts.durationMilliseconds === null || facts.durationMilliseconds >= HIGH_ACTIVATION_MILLISECONDS
        ? 'High'
        : 'Medium';
    case 'Retrograde':
      if (facts.inNatalGate) return 'High';
      return facts.completesNatalChannel ? 'Medium' : 'Low';
    default:
      return facts.inNatalGate ? 'Medium' : 'Low';
  }
}
