// The browser entry: the same API as src/index.ts, but no position tables until `loadPositionTables` fetches the
// spans a page needs (each a separate chunk, about 0.18 MB gzip for 22 years of all eleven bodies).
export * from './engine-api';
