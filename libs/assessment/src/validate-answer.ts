// Checks one answer against its exercise before it is saved (API) or before Next is enabled (web), with a message
// the person can act on. The wire-level rules come from the domain schemas, so both sides say the same thing.
import {
  ANSWER_MESSAGES,
  ScaleAnswerDataSchema,
  TextAnswerDataSchema,
  type AnswerData,
} from '@waypoint/domain';
import type { AssessmentDefinition } from './definition-types';
import { questionIdsOf } from './definitions';

export type AnswerValidation =
  | { readonly ok: true; readonly answer: AnswerData }
  | { readonly ok: false; readonly message: string; /** Dotted path of the field at fault. */ readonly path: string };

function failure(message: string, path: string): AnswerValidation {
  return { ok: false, message, path };
}

export function validateAnswer(
  definition: AssessmentDefinition,
  question_id: string,
  answer_data: unknown,
): AnswerValidation {
  if (typeof question_id !== 'string' || question_id === '') return failure(ANSWER_MESSAGES.questionMissing, 'question_id');
  if (!questionIdsOf(definition).includes(question_id)) {
    return failure(ANSWER_MESSAGES.questionNotInAssessment(question_id, definition.title), 'question_id');
  }

  const expected = definition.kind;
  if (answer_data === undefined || answer_data === null) {
    return expected === 'scale'
      ? failure(ANSWER_MESSAGES.selectionMissing, 'answer_data.selection')
      : failure(ANSWER_MESSAGES.textMissing, 'answer_data.text');
  }
  const type = typeof answer_data === 'object' ? (answer_data as { type?: unknown }).type : undefined;
  if (type === 'text' && expected === 'scale') return failure(ANSWER_MESSAGES.needsRating, 'answer_data.type');
  if (type === 'scale' && expected === 'text') return failure(ANSWER_MESSAGES.needsText, 'answer_data.type');
  if (type !== 'scale' && type !== 'text') return failure(ANSWER_MESSAGES.typeInvalid, 'answer_data.type');

  const parsed =
    expected === 'scale' ? ScaleAnswerDataSchema.safeParse(answer_data) : TextAnswerDataSchema.safeParse(answer_data);
  if (parsed.success) return { ok: true, answer: parsed.data };
  const issue = parsed.error.issues[0];
  return failure(issue?.message ?? ANSWER_MESSAGES.typeInvalid, ['answer_data', ...(issue?.path ?? [])].join('.'));
}
