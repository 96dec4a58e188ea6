// The activation columns beside the bodygraph: the 13 bodies with `gate.line`. A single column holds
// one side (natal Design, natal Personality, or the transit); a paired column holds a whole chart, its
// Design value in red on the left of each row and its Personality value on the right.
import { ACTIVATING_BODY_NAMES, type ActivatingBodyName } from '@mandala/bodygraph';
import type { Palette } from './palette';
import { escapeXml, formatNumber } from './svg-text';

const ROW_HEIGHT = 40;
/** Baseline of the first body label under the header of a single column, and of a paired one. */
const SINGLE_FIRST_ROW = 28;
const PAIRED_FIRST_ROW = 44;
/** Horizontal distance from a paired column's middle to its Design and Personality values. */
const PAIR_OFFSET = 26;

const BODY_LABELS: Readonly<Record<ActivatingBodyName, string>> = {
  Sun: 'Sun',
  Earth: 'Earth',
  Moon: 'Moon',
  NorthNode: 'N. Node',
  SouthNode: 'S. Node',
  Mercury: 'Mercury',
  Venus: 'Venus',
  Mars: 'Mars',
  Jupiter: 'Jupiter',
  Saturn: 'Saturn',
  Uranus: 'Uranus',
  Neptune: 'Neptune',
  Pluto: 'Pluto',
};

/** `gate.line` of a body, or undefined when the chart has no activation for it. */
export type ActivationOf = (body: ActivatingBodyName) => string | undefined;

/** One activation of a chart, as every chart version spells it. */
export interface ColumnActivation {
  readonly Gate: number;
  readonly Line: number;
  readonly Planet: ActivatingBodyName;
  readonly Activation: 'Design' | 'Personality';
}

/** `gate.line` of each body on one side of a chart's activations. */
export function activationsOfSide(activations: readonly ColumnActivation[], side: 'Design' | 'Personality'): ActivationOf {
  const byBody = new Map(activations.filter((activation) => activation.Activation === side).map((activation) => [activation.Planet, `${activation.Gate}.${activation.Line}`]));
  return (body) => byBody.get(body);
}

export interface SingleColumn {
  /** Header text, also the value of `data-side`. */
  readonly side: string;
  readonly color: string;
  readonly activationOf: ActivationOf;
  /** A line under the header. */
  readonly subtitle?: string;
  /** Drop the rows to line up with a paired column beside it. Default false (rows right under the header). */
  readonly alignWithPaired?: boolean;
}

/** A column of one side: `<g class="column" data-side="…">` with a row `<g data-body="Sun" data-side="…">` per body. */
export function renderSingleColumn(column: SingleColumn, x: number, top: number): string {
  const side = escapeXml(column.side);
  const firstRow = column.alignWithPaired === true ? PAIRED_FIRST_ROW : SINGLE_FIRST_ROW;
  let out = `<g class="column" data-side="${side}" fill="${column.color}" font-size="13">`;
  out += `<text x="${formatNumber(x)}" y="${formatNumber(top)}" font-weight="bold" font-size="14" text-anchor="middle">${side}</text>`;
  if (column.subtitle !== undefined) out += `<text x="${formatNumber(x)}" y="${formatNumber(top + 22)}" font-size="11" text-anchor="middle">${escapeXml(column.subtitle)}</text>`;
  ACTIVATING_BODY_NAMES.forEach((body, index) => {
    const value = column.activationOf(body);
    if (value === undefined) return;
    const y = top + firstRow + index * ROW_HEIGHT;
    out +=
      `<g data-body="${body}" data-side="${side}">` +
      `<text x="${formatNumber(x)}" y="${formatNumber(y)}" text-anchor="middle" font-size="11" fill-opacity="0.85">${BODY_LABELS[body]}</text>` +
      `<text x="${formatNumber(x)}" y="${formatNumber(y + 15)}" text-anchor="middle" font-weight="bold">${value}</text></g>`;
  });
  return `${out}</g>`;
}

export interface PairedColumn {
  /** Header text (a person's label, or `Natal`). */
  readonly title: string;
  readonly titleColor: string;
  /** Attribute naming the column and each row, e.g. `data-person="person0"`. */
  readonly attribute: string;
  readonly design: ActivationOf;
  readonly personality: ActivationOf;
}

/**
 * A column of a whole chart: a header (with an underline in `titleColor`), `Design` and `Pers.` labels,
 * and a row per body with the Design value left (red) and the Personality value right. Each row is
 * `<g data-body="Sun" …attribute>` holding `<text data-side="Design">` and `<text data-side="Personality">`.
 */
export function renderPairedColumn(column: PairedColumn, x: number, top: number, palette: Palette): string {
  const left = formatNumber(x - PAIR_OFFSET);
  const right = formatNumber(x + PAIR_OFFSET);
  const middle = formatNumber(x);
  let out = `<g class="column" ${column.attribute} font-size="13" text-anchor="middle">`;
  out += `<text x="${middle}" y="${formatNumber(top)}" font-weight="bold" font-size="14" fill="${column.titleColor}">${escapeXml(column.title)}</text>`;
  out += `<rect x="${formatNumber(x - 40)}" y="${formatNumber(top + 5)}" width="80" height="3" rx="1.5" fill="${column.titleColor}"/>`;
  out +=
    `<text x="${left}" y="${formatNumber(top + 22)}" font-size="10" fill="${palette.design}">Design</text>` +
    `<text x="${right}" y="${formatNumber(top + 22)}" font-size="10" fill="${palette.personality}">Pers.</text>`;
  ACTIVATING_BODY_NAMES.forEach((body, index) => {
    const design = column.design(body);
    const personality = column.personality(body);
    if (design === undefined && personality === undefined) return;
    const y = top + PAIRED_FIRST_ROW + index * ROW_HEIGHT;
    out +=
      `<g data-body="${body}" ${column.attribute}>` +
      `<text x="${middle}" y="${formatNumber(y)}" font-size="11" fill="${palette.mutedText}">${BODY_LABELS[body]}</text>` +
      (design === undefined ? '' : `<text data-side="Design" x="${left}" y="${formatNumber(y + 15)}" font-weight="bold" fill="${palette.design}">${design}</text>`) +
      (personality === undefined ? '' : `<text data-side="Personality" x="${right}" y="${formatNumber(y + 15)}" font-weight="bold" fill="${palette.personality}">${personality}</text>`) +
      `</g>`;
  });
  return `${out}</g>`;
}
