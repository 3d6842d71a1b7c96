// Shared zod schemas, types and constants (spec section 9). No I/O, no React.
export * from './constants';
export * from './errors';
export * from './article';
export * from './plain-text';
export * from './auth';
export * from './assessment';
export * from './skillmatch';
export * from './coaching';
export * from './file-name';
