export * from './accounts';
export * from './payments';
export * from './files';
export * from './named';
