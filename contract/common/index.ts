export * from './envelope';
export * from './call';
export * from './paging';
export * from './fields';
export * from './messages';
