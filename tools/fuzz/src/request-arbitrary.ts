// The requests of a fuzz run: valid, almost valid and hostile, on REST, Agent HTTP and MCP.
import fc from 'fast-check';
import { almostValidRequests } from './almost-valid-requests';
import type { Flavour, FuzzRequest, Surface } from './fuzz-request';
import { hostileRequests } from './hostile-requests';
import { oauthRequests } from './oauth-requests';
import { validRequests } from './valid-requests';

/** Every surface and every flavour. */
export const allSurfaces: readonly Surface[] = ['rest', 'agent-http', 'mcp'];
export const allFlavours: readonly Flavour[] = ['valid', 'almost-valid', 'hostile'];

/** How often each flavour comes, relative to the others. */
const flavourWeights: Readonly<Record<Flavour, number>> = { valid: 4, 'almost-valid': 4, hostile: 3 };

/** One flavour on one surface. */
export function flavourRequests(surface: Surface, flavour: Flavour): fc.Arbitrary<FuzzRequest> {
  if (flavour === 'valid') return validRequests(surface);
  if (flavour === 'almost-valid') return almostValidRequests(surface);
  // The OAuth authorization server lives on the REST origin: its routes are fuzzed with the REST surface's hostile requests.
  return surface === 'rest' ? fc.oneof({ arbitrary: hostileRequests(surface), weight: 3 }, { arbitrary: oauthRequests(), weight: 1 }) : hostileRequests(surface);
}

/** Requests of the given surfaces and flavours, each surface equally likely, the flavours by their weights. */
export function fuzzRequests(surfaces: readonly Surface[] = allSurfaces, flavours: readonly Flavour[] = allFlavours): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...surfaces.flatMap((surface) => flavours.map((flavour) => ({ arbitrary: flavourRequests(surface, flavour), weight: flavourWeights[flavour] }))));
}
