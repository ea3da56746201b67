export * from './numbers';
export * from './masks';
export * from './relative-time';
