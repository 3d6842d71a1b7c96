import type { Statistic } from './types';

// The marketing figures of the spec (section 9). Each carries its source. Where we could not
// confirm the original study we say so plainly instead of inventing a citation; an operator who
// has the primary source should replace the text, not remove it.
const ORIGINAL_COPY = 'Figure as stated in the product’s original materials; primary source not independently verified.';

export const lifetimeHours: Statistic = {
  id: 'lifetime-hours',
  value: '90,000 hours',
  label: 'is about how long the average person spends at work in a lifetime.',
  source:
    'Commonly cited estimate (e.g. Gettysburg College, “One third of your life is spent at work”), as used in the product’s original materials.',
};

export const assessmentsCount: Statistic = {
  id: 'assessments',
  value: '4',
  label: 'crafted self-awareness assessments, easy to complete, with instant reports.',
  source: 'Waypoint product fact: the assessments offered on /assessments.',
};

/** The 'Did you know that...' figures on the home page, in display order. */
export const careerStatistics: readonly Statistic[] = [
  {
    id: 'daily-changers',
    value: '6,000',
    label: 'people in the U.S. change careers every day.',
    source: ORIGINAL_COPY,
  },
  {
    id: 'unfulfilled',
    value: '70%',
    label: 'of professionals feel unfulfilled in their current job.',
    source: ORIGINAL_COPY,
  },
  {
    id: 'seeking-change',
    value: '49%',
    label: 'of workers are actively seeking a career change.',
    source: ORIGINAL_COPY,
  },
  {
    id: 'interested-in-change',
    value: '75%',
    label: 'of professionals are interested in changing careers.',
    source: ORIGINAL_COPY,
  },
  {
    id: 'misaligned',
    value: '45%',
    label: 'have a job that does not match their education or career goals.',
    source: ORIGINAL_COPY,
  },
  {
    id: 'average-age',
    value: '39',
    label: 'is the average age at which people make a career change.',
    source: 'Commonly cited survey figure (original product copy); primary source not independently verified.',
  },
  {
    id: 'considering-this-year',
    value: '52%',
    label: 'of workers are considering a career change this year.',
    source: 'Commonly cited survey figure (original product copy); primary source not independently verified.',
  },
  {
    id: 'planning-to-switch',
    value: '44%',
    label: 'are planning to switch careers.',
    source: ORIGINAL_COPY,
  },
  {
    id: 'employment-stint',
    value: '50 years',
    label: 'is roughly how long a working life can last, so the fit matters.',
    source: ORIGINAL_COPY,
  },
];

export const allStatistics: readonly Statistic[] = [lifetimeHours, assessmentsCount, ...careerStatistics];
