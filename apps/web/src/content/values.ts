import type { Value } from './types';

export const values: readonly Value[] = [
  {
    number: 1,
    title: 'Innovation',
    description:
      'We use AI where it genuinely helps (reading your answers, suggesting careers, drafting a roadmap) and we explain how every result was reached.',
  },
  {
    number: 2,
    title: 'Accessibility',
    description:
      'Career guidance should not depend on who you know or what you can pay. Our assessments work without an account, on any device, with a keyboard or a screen reader.',
  },
  {
    number: 3,
    title: 'Empowerment',
    description:
      'You make the decisions. We give you clear information, honest feedback and small next steps, so you can move with confidence.',
  },
];
