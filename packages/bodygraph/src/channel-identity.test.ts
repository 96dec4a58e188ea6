import { expect, it } from 'vitest';
import { channelIdentity } from './channel-identity';
import { CHANNEL_ROWS } from './reference-tables';

it('names a channel by its lower gate first, with the centers in gate order', () => {
  const row = CHANNEL_ROWS.find((candidate) => candidate.id === '20-34');
  expect(row).toBeDefined();
  const identity = channelIdentity(row!);
  expect(Object.keys(identity)).toEqual(['Id', 'Name', 'Gates', 'Centers', 'Circuit']);
  expect(identity).toMatchObject({ Id: '20-34', Gates: [20, 34], Centers: ['Throat', 'Sacral'] });
  expect(identity.Name).toBe(row!.name);
  expect(identity.Circuit).toBe(row!.circuit);
});
