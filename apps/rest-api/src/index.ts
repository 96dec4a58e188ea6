// @mandala/rest-api: the REST surface (Koa). `createApp` builds the app; `src/main.ts` serves it.

export { createApp } from './create-app';
export type { MountedSurface, RestAccessStore, RestApp, RestAppDependencies, SurfaceMountContext } from './create-app';
export { staticRoutes, koaPath } from './rest-routes';
export { createJsonLogger, isLogLevel, silentLogger } from './logger';
export { createBatchedLogSink } from './log-sink';
export type { LogSink } from './log-sink';
export type { LogLevel, Logger } from './logger';
export type { RestState, RequestLogFields } from './request-log';
export { sendFailure, setQuotaHeaders } from './respond';
export { createPlanetaryStreamHub } from './planetary-stream-hub';
export type { PlanetaryStreamHub, PlanetaryStreamHubOptions, StreamSubscriber } from './planetary-stream-hub';
export { loadConfig } from './config';
export type { RestConfig } from './config';
export { startServer } from './server';
export type { RunningServer, StartServerOptions } from './server';
