export * from './numbers';
export * from './masks';
export * from './datetime';
