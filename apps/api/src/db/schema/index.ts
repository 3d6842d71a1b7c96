// Every table, one file per aggregate. drizzle-kit reads this file (drizzle.config.ts) to generate migrations,
// and the drizzle instance is typed with it. Adding an aggregate = adding one export line here.
export * from './outbox';
export * from './users';
export * from './sessions';
export * from './tokens';
export * from './oidc';
export * from './assessments';
export * from './catalogue';
export * from './skillmatch';
export * from './site';
export * from './coaching';
