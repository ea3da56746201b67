export * from './accounts';
export * from './payments';
export * from './files';
export * from './named';
export * from './projects';
export * from './clans';
export * from './clan-members';
export * from './permissions';
