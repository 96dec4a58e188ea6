import { GATE_NAMES } from './reference-names';
import { CHANNEL_ROWS } from './reference-tables';

/** Group sizes that form a Penta; larger groups get `Penta: null`. */
export const PENTA_SIZE_RANGE = { min: 3, max: 5 } as const;

/** The six Penta channels: the upper three join the G and the Throat, the lower three the G and the Sacral. */
export const PENTA_CHANNEL_IDS = ['1-8', '7-31', '13-33', '2-14', '5-15', '29-46'] as const;

/** The convention and its source, in one sentence. */
export const PENTA_SOURCE =
  'The Penta is the small-group convention of the Human Design System’s BG5 and OC16 teachings: a group of 3 to 5 ' +
  'people forms a Penta, read through the six channels between the G, Throat and Sacral centers (the upper Penta ' +
  '1-8, 7-31 and 13-33 between the G and the Throat; the lower Penta 2-14, 5-15 and 29-46 between the G and the ' +
  'Sacral) and their twelve gates, each a function the team needs someone to bring; groups of 6 or more work ' +
  'another way and get no Penta here.';

/** What each Penta gate does for a team, and what the team feels when no member brings it (own prose). */
const PENTA_GATE_ROLES: Readonly<Record<number, { role: string; missing: string }>> = {
  1: {
    role: 'a creative direction of its own',
    missing: 'the team’s work has no signature of its own; it drifts between styles or copies what others do',
  },
  8: {
    role: 'a way of putting the work in front of people',
    missing: 'good work stays unseen, because nobody naturally presents, promotes or sells it',
  },
  7: {
    role: 'a course set from what has worked before',
    missing: 'nobody naturally proposes a direction grounded in evidence, so the team follows the loudest idea or waits for a plan',
  },
  31: {
    role: 'a voice the team will follow',
    missing: 'plans have no recognised voice, so decisions are hard to announce and harder to get accepted',
  },
  13: {
    role: 'an ear for what people have lived through',
    missing: 'people do not feel heard, and the stories and lessons of the past are not gathered',
  },
  33: {
    role: 'the habit of stepping back to remember and report',
    missing: 'nobody takes stock or keeps the record, so the team repeats its mistakes',
  },
  2: {
    role: 'a sense of where the means should go',
    missing: 'the team has energy without a clear sense of where to spend it, and money and effort spread thin',
  },
  14: {
    role: 'the skilled, sustained work that earns resources',
    missing: 'the team lacks the steady working power that turns skill into income, and may struggle to fund itself',
  },
  5: {
    role: 'steady routines and timing',
    missing: 'there is no dependable routine, so schedules slip and work comes in bursts',
  },
  15: {
    role: 'room for a wide range of paces and people',
    missing: 'the team copes badly with uneven workloads or unlike temperaments and turns rigid',
  },
  29: {
    role: 'the commitment to say yes and see it through',
    missing: 'commitments are made lightly or dropped, and projects are left unfinished',
  },
  46: {
    role: 'a knack for being in the right place, in body, at the right time',
    missing: 'the team misses lucky openings and neglects the physical side of work (health, presence and the place itself)',
  },
};

/** One Penta gate and who brings it. */
export interface GroupPentaGate {
  Gate: number;
  Name: string;
  /** True when at least one member has the gate. */
  Filled: boolean;
  /** Indices of the members who have it. */
  Members: number[];
  MemberNames: string[];
}

/** One of the six Penta channels. */
export interface GroupPentaChannel {
  Id: string;
  Name: string;
  /** True when the group has both gates (the channel is defined in the Penta). */
  Defined: boolean;
  /** Its two gates, lower first. */
  Gates: GroupPentaGate[];
}

/** A Penta gate no member brings. */
export interface GroupPentaGap {
  Gate: number;
  Name: string;
  /** What missing this gate means for the team (prose). */
  Meaning: string;
}

/** The Penta of a group of 3 to 5. */
export interface GroupPenta {
  /** The six Penta channels, upper Penta first: 1-8, 7-31, 13-33, then 2-14, 5-15, 29-46. */
  Channels: GroupPentaChannel[];
  /** Penta gates at least one member has, ascending. */
  FilledGates: number[];
  /** The twelve Penta gates minus `FilledGates`, ascending. */
  Gaps: GroupPentaGap[];
  /** What the Penta has and lacks (prose). */
  Summary: string;
  /** The Penta convention and its source (BG5 and OC16), in one sentence. */
  Source: string;
}

const PENTA_ROWS = PENTA_CHANNEL_IDS.map((id) => {
  const row = CHANNEL_ROWS.find((candidate) => candidate.id === id);
  if (row === undefined) throw new Error(`reference library has no channel ${id}`);
  return row;
});

/** The twelve Penta gates, ascending. */
export const PENTA_GATES: readonly number[] = PENTA_ROWS.flatMap((row) => [row.gateLow, row.gateHigh]).sort((a, b) => a - b);

function gapMeaning(gate: number): string {
  const role = PENTA_GATE_ROLES[gate]!;
  return `No member brings ${role.role}: ${role.missing}.`;
}

function countLine(label: string, channels: readonly GroupPentaChannel[]): string {
  const defined = channels.filter((channel) => channel.Defined);
  const list = defined.length === 0 ? 'none' : defined.map((channel) => channel.Id).join(', ');
  return `${label} ${defined.length} of 3 channels defined (${list}).`;
}

function pentaSummary(size: number, channels: readonly GroupPentaChannel[], filled: number, gaps: readonly GroupPentaGap[]): string {
  const definedCount = channels.filter((channel) => channel.Defined).length;
  const parts = [
    `This Penta of ${size} defines ${definedCount} of its 6 channels and fills ${filled} of its 12 gates.`,
    countLine('Upper Penta (vision, direction and voice, G to Throat):', channels.slice(0, 3)),
    countLine('Lower Penta (resources, rhythm and commitment, G to Sacral):', channels.slice(3)),
  ];
  if (gaps.length === 0) {
    parts.push('Every Penta gate is filled, so each function the team needs is carried by someone in it.');
  } else {
    const missing = gaps.map((gap) => `${gap.Gate} (${PENTA_GATE_ROLES[gap.Gate]!.role})`).join(', ');
    parts.push(
      `Missing: ${missing}; the team will feel ${gaps.length === 1 ? 'this gap' : 'these gaps'} and tends to look outside itself, or push a member into the role, to fill ${gaps.length === 1 ? 'it' : 'them'}.`,
    );
  }
  const single = channels.flatMap((channel) => channel.Gates).filter((gate) => gate.Members.length === 1);
  if (single.length > 0) {
    const carried = single
      .sort((a, b) => a.Gate - b.Gate)
      .map((gate) => `${gate.Gate} (${gate.MemberNames[0]})`)
      .join(', ');
    parts.push(`Carried by one member only, so lost when that member is away: ${carried}.`);
  }
  return parts.join(' ');
}

/**
 * The Penta of a group: null unless it has 3 to 5 members. `flagSets[m][g]` is non-zero when member m has
 * gate g activated (either side); `names` are the members' display names in the same order. Pure.
 */
export function groupPenta(flagSets: readonly Uint8Array[], names: readonly string[]): GroupPenta | null {
  if (flagSets.length < PENTA_SIZE_RANGE.min || flagSets.length > PENTA_SIZE_RANGE.max) return null;
  const gateOf = (gate: number): GroupPentaGate => {
    const members: number[] = [];
    for (let member = 0; member < flagSets.length; member++) if (flagSets[member]![gate]) members.push(member);
    return {
      Gate: gate,
      Name: GATE_NAMES[gate] ?? '',
      Filled: members.length > 0,
      Members: members,
      MemberNames: members.map((member) => names[member]!),
    };
  };
  const channels = PENTA_ROWS.map((row): GroupPentaChannel => {
    const gates = [gateOf(row.gateLow), gateOf(row.gateHigh)];
    return { Id: row.id, Name: row.name, Defined: gates.every((gate) => gate.Filled), Gates: gates };
  });
  const filledSet = new Set(channels.flatMap((channel) => channel.Gates).filter((gate) => gate.Filled).map((gate) => gate.Gate));
  const filled = PENTA_GATES.filter((gate) => filledSet.has(gate));
  const gaps = PENTA_GATES.filter((gate) => !filledSet.has(gate)).map(
    (gate): GroupPentaGap => ({ Gate: gate, Name: GATE_NAMES[gate] ?? '', Meaning: gapMeaning(gate) }),
  );
  return {
    Channels: channels,
    FilledGates: filled,
    Gaps: gaps,
    Summary: pentaSummary(flagSets.length, channels, filled.length, gaps),
    Source: PENTA_SOURCE,
  };
}
