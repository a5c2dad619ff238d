export * from './fields';
export { parseHash, writeHash, defaults, type Schema, type Values } from './schema';
export { HashState, type HistoryMode } from './HashState';
