// Public-site content (D5). Pages import from here; see each module for where its words come from.
export type * from './types';
export * from './links';
export * from './statistics';
export * from './books';
export * from './team';
export * from './persona';
export * from './values';
export * from './features';
export * from './home';
export * from './about';
export * from './contact';
export * from './our-approach';
export * from './privacy';
export * from './terms';
export * from './legal-pages';
