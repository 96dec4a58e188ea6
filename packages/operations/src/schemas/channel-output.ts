import { gateOutputSchema } from './activation-number-output';
import { fixedLengthList } from './fixed-length-list-output';
import { centerNameSchema, channelIdSchema, channelNameSchema, circuitGroupSchema, circuitSchema, sideCoverageSchema } from './chart-vocabulary-output';
import { responseObject } from './response-object';

/** A defined channel (v1). */
export const channelV1OutputSchema = responseObject({
  Id: channelIdSchema.describe('The two gates, lower first: 20-34.'),
  Name: channelNameSchema,
}).describe('A defined channel.');

/** A defined channel (v2/v3): v1 plus its gates, centers, circuit and which side completes it. */
export const channelV2OutputSchema = channelV1OutputSchema
  .extend({
    Gates: fixedLengthList(gateOutputSchema, 2).describe('The two gates, lower first.'),
    Centers: fixedLengthList(centerNameSchema, 2).describe('Center of each gate, in Gates order.'),
    Circuit: circuitSchema,
    CircuitGroup: circuitGroupSchema,
    Activation: sideCoverageSchema.describe(
      'Personality or Design when that side alone completes the channel and the other does not; Both when it needs both sides or each side completes it alone.',
    ),
    GateActivations: fixedLengthList(sideCoverageSchema, 2).describe('Side carrying each of the two gates, in Gates order.'),
  })
  .describe('A defined channel with its gates, centers, circuit and activation.');
