// The thrive result screen and its "Copy text": each prompt without its trailing dots, then the answer or
// 'No response provided'.
import { MESSAGES, TextAnswerDataSchema, type ThriveResult } from '@waypoint/domain';
import type { TextAssessmentDefinition } from './definition-types';
import { WHAT_MAKES_ME_THRIVE } from './items/what-makes-me-thrive';

/** Thrive answers as a stored list ({question_id, answer_data: {type: 'text', text}}) or as question_id -> text. */
export type ThriveAnswers =
  | readonly { readonly question_id: string; readonly answer_data: unknown }[]
  | Readonly<Record<string, string | null | undefined>>;

/** 'I thrive when I am working on...' -> 'I thrive when I am working on' (also strips a '…' character). */
export function promptWithoutDots(content: string): string {
  return content.replace(/[.\u2026\s]+$/u, '');
}

function collectTexts(answers: ThriveAnswers): Map<string, string> {
  const texts = new Map<string, string>();
  if (Array.isArray(answers)) {
    for (const answer of answers as readonly { question_id: string; answer_data: unknown }[]) {
      const data = answer.answer_data as { type?: unknown; text?: unknown } | null | undefined;
      // Formatting shows what was written even if it breaks a rule (e.g. length): hiding text would lose it.
      if (data?.type === 'text' && typeof data.text === 'string') texts.set(answer.question_id, data.text);
    }
  } else {
    for (const [questionId, text] of Object.entries(answers)) if (typeof text === 'string') texts.set(questionId, text);
  }
  return texts;
}

export function formatThriveResult(
  answers: ThriveAnswers,
  definition: TextAssessmentDefinition = WHAT_MAKES_ME_THRIVE,
): ThriveResult {
  const texts = collectTexts(answers);
  const entries = definition.prompts.map((prompt) => {
    const trimmed = texts.get(prompt.question_id)?.trim() ?? '';
    const answer = trimmed === '' ? null : trimmed;
    return {
      question_id: prompt.question_id,
      prompt: promptWithoutDots(prompt.content),
      answer,
      display: answer ?? MESSAGES.noResponse,
    };
  });
  return {
    slug: definition.slug,
    title: definition.title,
    entries,
    complete: entries.every(
      (entry) => entry.answer !== null && TextAnswerDataSchema.safeParse({ type: 'text', text: entry.answer }).success,
    ),
  };
}

/** Plain text for the clipboard: a heading, then each prompt on its own line followed by the answer. */
export function thriveCopyText(result: ThriveResult): string {
  const blocks = result.entries.map((entry) => `${entry.prompt}:\n${entry.display}`);
  return [result.title, ...blocks].join('\n\n');
}
