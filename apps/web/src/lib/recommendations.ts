// POST /api/recommendations (D26): occupations matched to the user's own texts. Shared by the thrive result,
// which asks for them as soon as the answers are in, and the dashboard, which keeps the latest.
import type { RecommendationInput, RecommendationResponse } from '@waypoint/domain';
import { RECOMMENDATION_TEXT_MAX, RECOMMENDATION_TEXTS_MAX } from '@waypoint/domain';
import { api } from './api';
import { fail } from './request-error';

/**
 * The query key of GET /api/recommendations/latest (the dashboard's jobs). They are made from the latest thrive
 * answers, so finishing that exercise makes them out of date: the assessments feature invalidates this key.
 */
export const LATEST_RECOMMENDATIONS_KEY = ['recommendations', 'latest'] as const;

export async function createRecommendations(body: RecommendationInput, signal?: AbortSignal): Promise<RecommendationResponse> {
  const { data, error, response } = await api.POST('/api/recommendations', { body, signal });
  if (!data) fail(response, error);
  return data;
}

/** The non-blank answers, trimmed to what the API accepts. */
export function recommendationTexts(answers: readonly string[]): string[] {
  return answers
    .map((text) => text.trim().slice(0, RECOMMENDATION_TEXT_MAX))
    .filter(Boolean)
    .slice(0, RECOMMENDATION_TEXTS_MAX);
}
