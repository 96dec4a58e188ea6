import { z } from 'zod';
import { gateListOutputSchema, gateOutputSchema } from './activation-number-output';
import { centerNameListOutputSchema } from './center-output';
import { centerNameSchema, channelIdSchema, circuitGroupSchema, circuitSchema, sideCoverageSchema } from './chart-vocabulary-output';
import { responseObject } from './response-object';

/** Activated gates by the side(s) activating them (v2/v3). */
export const gateCategoriesOutputSchema = responseObject({
  PersonalityOnly: gateListOutputSchema.describe('Gates activated by Personality (conscious) bodies only, ascending.'),
  DesignOnly: gateListOutputSchema.describe('Gates activated by Design (unconscious) bodies only, ascending.'),
  Both: gateListOutputSchema.describe('Gates activated on both sides, ascending.'),
}).describe('Activated gates by side.');

const sideDefinitionOutputSchema = (description: string) =>
  responseObject({
    Centers: centerNameListOutputSchema.describe('Centers, Head to Root.'),
    Channels: z.array(channelIdSchema).describe('Channel ids, in channel-table order.'),
  }).describe(description);

/** The chart's definition by the side that gives it (v2/v3). */
export const definitionSidesOutputSchema = responseObject({
  ConsciousOnly: sideDefinitionOutputSchema('Defined by the Personality (conscious) activations alone and not by the Design ones alone.'),
  UnconsciousOnly: sideDefinitionOutputSchema('Defined by the Design (unconscious) activations alone and not by the Personality ones alone.'),
  Shared: sideDefinitionOutputSchema('Defined only by both sides together, or by each side alone.'),
}).describe('Conscious-only, unconscious-only and shared definition: every defined center and channel in exactly one list.');

/** A hanging gate of a natal chart (v2/v3). */
export const hangingGateOutputSchema = responseObject({
  Gate: gateOutputSchema,
  Center: centerNameSchema.describe('Center of the gate.'),
  Activation: sideCoverageSchema.describe('Side(s) activating the gate.'),
  CompletingGates: gateListOutputSchema.describe('Partner gates, each of which would complete a channel with it, ascending.'),
}).describe('An activated gate with no channel partner activated.');

/** Hanging gates, by center (Head to Root), then gate. */
export const hangingGateListOutputSchema = z
  .array(hangingGateOutputSchema)
  .describe('Activated gates whose channel partners are all unactivated, by center (Head to Root), then gate.');

/** One circuit group of a chart (v2/v3). */
export const chartCircuitGroupOutputSchema = responseObject({
  Name: circuitGroupSchema,
  ChannelCount: z.number().int().min(0).max(36).describe("Number of the chart's channels in the group."),
  Circuits: z
    .array(
      responseObject({
        Name: circuitSchema,
        Channels: z.array(channelIdSchema).min(1).describe("The chart's channels in this circuit, in channel-table order."),
      }).describe('A circuit with its channels.'),
    )
    .describe("The group's circuits holding at least one of the chart's channels."),
}).describe('A circuit group.');

/** The chart's channels by circuit group and circuit (v2/v3). */
export const chartCircuitryOutputSchema = responseObject({
  Groups: z.array(chartCircuitGroupOutputSchema).length(4).describe('Individual, Collective, Tribal and Integration, each with its count, even when zero.'),
  Dominant: circuitGroupSchema.nullable().describe('The group with strictly more channels than each other group; null with no channel or a tie at the top.'),
}).describe('Circuitry: defined channels by circuit group and circuit.');

/** A hanging gate of one chart with the partner gates another chart (a person, a transit) activates. */
export const hangingGateMatchOutputSchema = hangingGateOutputSchema
  .extend({
    CompletedBy: gateListOutputSchema.describe('Those of CompletingGates the other chart activates, ascending; empty when it completes none.'),
  })
  .describe('A hanging gate and the partner gates the other chart brings.');
