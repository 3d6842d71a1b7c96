// The four exercises as seeded into the database: the library's definitions plus the database ids the API hands
// out as assessment_id. Built once at app ready (seedCatalog) and read from memory afterwards, so by-title and
// submit never query the definitions.
import { DEFINITIONS, toQuestions, type AssessmentDefinition } from '@waypoint/assessment';
import { ASSESSMENT_SLUGS, type Assessment, type AssessmentSlug } from '@waypoint/domain';
import type { Db } from '../../db/client';
import { lockAssessmentSeeding, upsertAssessment } from '../../db/queries/assessments';

export interface CatalogEntry {
  id: string;
  slug: AssessmentSlug;
  definition: AssessmentDefinition;
  /** The by-title answer, built once. */
  wire: Assessment;
}

export interface AssessmentCatalog {
  bySlug(slug: AssessmentSlug): CatalogEntry;
  /** Accepts the database id or the slug (the browser keeps slugs for anonymous progress). */
  resolve(idOrSlug: string): CatalogEntry | undefined;
  entries(): CatalogEntry[];
}

/** Upserts every definition (by slug, questions by question_id): safe to run at every start and on every replica. */
export async function seedCatalog(db: Db, now: Date): Promise<AssessmentCatalog> {
  const bySlug = new Map<AssessmentSlug, CatalogEntry>();
  const byId = new Map<string, CatalogEntry>();
  // One transaction under a lock: replicas starting together seed one after the other, each seeing the last one's rows.
  const ids = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await lockAssessmentSeeding(txDb);
    const seeded = new Map<AssessmentSlug, string>();
    for (const slug of ASSESSMENT_SLUGS) {
      const definition = DEFINITIONS[slug];
      const questions = toQuestions(definition);
      const id = await upsertAssessment(
        txDb,
        {
          slug,
          title: definition.title,
          kind: definition.kind,
          questions: questions.map((question, position) => ({ questionId: question.question_id, position, data: question.data })),
        },
        now,
      );
      seeded.set(slug, id);
    }
    return seeded;
  });
  for (const slug of ASSESSMENT_SLUGS) {
    const definition = DEFINITIONS[slug];
    const id = ids.get(slug)!;
    const entry: CatalogEntry = {
      id,
      slug,
      definition,
      wire: { assessment_id: id, title: definition.title, slug, kind: definition.kind, questions: toQuestions(definition) },
    };
    bySlug.set(slug, entry);
    byId.set(id, entry);
  }
  return {
    bySlug(slug) {
      const entry = bySlug.get(slug);
      if (!entry) throw new Error(`assessment ${slug} is not seeded`);
      return entry;
    },
    resolve(idOrSlug) {
      return byId.get(idOrSlug) ?? bySlug.get(idOrSlug as AssessmentSlug);
    },
    entries: () => [...bySlug.values()],
  };
}
