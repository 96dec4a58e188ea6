export { createAuthorizationServer } from './authorization-server';
export type { AuthorizationServer, AuthorizationServerOptions, ConnectedApp, ResolveSession, SignedInPerson } from './authorization-server';
export { interactionPathPrefix, providerRoutes, tokenLifetimeSeconds } from './create-provider';
export type { LoopbackClientMetadataForTests, ResourceIndicators } from './create-provider';
export { isNonPublicAddress, mayFetchClientMetadata } from './client-metadata-fetch-guard';
export type { ResolveHost } from './client-metadata-fetch-guard';
export { bearerChallenge, challengeScope, protectedResourceMetadata, protectedResourceMetadataUrl } from './protected-resource';
export { redirectUriProblem } from './redirect-uri-rule';
export { scopeDescriptions, supportedScopes } from './scopes';
