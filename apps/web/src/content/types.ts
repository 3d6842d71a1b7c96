// Shapes of the public site's content (D5: content is data, kept out of the components so an
// operator can change words, people and figures without touching layout).

/** A marketing figure is only shown together with where it comes from. */
export interface Statistic {
  id: string;
  /** The figure as displayed, e.g. "70%". */
  value: string;
  /** The sentence the figure completes, shown after the value. */
  label: string;
  /** Where the figure comes from, in plain words. Never empty. */
  source: string;
}

export type BookCategoryId =
  | 'career-transition'
  | 'personal-development'
  | 'work-life-balance'
  | 'entrepreneurship'
  | 'psychological-aspects';

export interface BookCategory {
  /** Also the anchor id on the resources page. */
  id: BookCategoryId;
  title: string;
  intro: string;
  /** Cover colour for generated covers; white text on it meets AA contrast. */
  coverColor: string;
}

export interface Book {
  /** 1-based position in the list of 30, shown before the title. */
  number: number;
  title: string;
  author: string;
  category: BookCategoryId;
  /** Who the book is for, one sentence. */
  forWhom: string;
}

export interface TeamMember {
  id: string;
  name: string;
  title: string;
  /** Initials drawn on the abstract avatar (no photos of real people). */
  initials: string;
  /** Two colours for the abstract background and avatar. */
  palette: readonly [string, string];
  bio: string;
  /** Professional-network link, opened in a new tab. */
  profileUrl: string;
}

export interface FeatureCard {
  id: string;
  title: string;
  description: string;
  /** In-app route the card leads to (D1: every promise is a real feature). */
  to: string;
  icon: 'compass' | 'map' | 'route' | 'chat';
}

export interface Value {
  number: number;
  title: string;
  description: string;
}

export interface Milestone {
  when: string;
  title: string;
  description: string;
}

export interface ArticleSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

export interface LegalSection {
  /** Anchor id; the table of contents links to `#${id}`. */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

/** Legal texts are plain strings; `[words](/path)` in a paragraph or bullet links to a page of the site. */
export interface LegalDocument {
  /** Anchor id on the page container (spec: privacy-page, terms-page). */
  anchorId: string;
  title: string;
  /** ISO date of the latest update. */
  updated: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}
