/** The questionnaire's steps (spec: five steps, 'n OF 5', then the result); an unknown step shows step 1. */
export const QUESTIONNAIRE_STEPS = ['1', '2', '3', '4', '5', 'result'] as const;
export type QuestionnaireStep = (typeof QUESTIONNAIRE_STEPS)[number];

export const STEP_TITLES: Record<QuestionnaireStep, string> = {
  '1': 'Current role info',
  '2': 'Top hard skills',
  '3': 'Top soft skills',
  '4': 'Desired role and level',
  '5': 'Do you have any of these related skills?',
  result: 'Your skill match',
};

/** Steps 1-4 have a description; step 5 has a title only (spec section 2). */
export const STEP_DESCRIPTIONS: Partial<Record<QuestionnaireStep, string>> = {
  '1': 'Tell us where you are today: your role, level, experience and the size of your company.',
  '2': 'Pick the hard skills you use most, or add your own, and say how often you use each.',
  '3': 'Pick the soft skills you are strongest in, or add your own, and say how often you use each.',
  '4': 'Which role do you want to grow into, and at what level?',
};

export function toStep(value: string | undefined): QuestionnaireStep {
  return QUESTIONNAIRE_STEPS.find((step) => step === value) ?? '1';
}
