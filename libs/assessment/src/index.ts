// Assessment definitions (items and scoring keys) and pure scoring, shared by the web app and the API.
export type {
  AssessmentDefinition,
  RatingAssessmentDefinition,
  RatingItem,
  SummaryWording,
  TextAssessmentDefinition,
  ThrivePrompt,
} from './definition-types';
export {
  DEFINITIONS,
  EXERCISE_CHAIN,
  RATING_DEFINITIONS,
  WHATS_NOT_WORKING,
  WHAT_MAKES_ME_THRIVE,
  WHERE_AM_I_NOW,
  WHO_AM_I,
  dimensionsOf,
  getDefinition,
  isRatingDefinition,
  isTextDefinition,
  nextExercise,
  questionIdsOf,
  toQuestions,
} from './definitions';
export {
  MAX_NAMED_DIMENSIONS,
  RESULT_NOTE,
  byScoreDescending,
  collectRatings,
  keyedScore,
  scoreAssessment,
  type RatingAnswers,
} from './score';
export { encouragement, nextStepText } from './encouragement';
export { formatThriveResult, promptWithoutDots, thriveCopyText, type ThriveAnswers } from './thrive-format';
export { ASSESSMENT_CARDS, cardFor, type AssessmentCard } from './cards';
export {
  SAMPLE_CAPTION,
  SAMPLE_LABEL,
  SAMPLE_NOTE,
  SAMPLE_RATING_ANSWERS,
  SAMPLE_THRIVE_ANSWERS,
  sampleReport,
  type RatingSampleReport,
  type SampleReport,
  type ThriveSampleReport,
} from './sample-reports';
export { validateAnswer, type AnswerValidation } from './validate-answer';
