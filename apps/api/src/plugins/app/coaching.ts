// AI coaching (D25-D29) as `app.coaching`: registers the built-in engine's handlers for the coaching tasks on the
// one AI seam, and the users' roadmaps and practice attempts in "download my data" (tables cascade on deletion).
import fp from 'fastify-plugin';
import { listAllRoadmaps, listPracticeAttempts } from '../../db/queries/coaching';
import { AI_TASKS, createCoachingService, type CoachingService } from '../../services/coaching/coaching-service';
import { PracticeTaskInputSchema, scoreAnswer } from '../../services/coaching/practice-feedback';
import { recommendOccupations } from '../../services/coaching/recommendations';
import { planMilestones, RoadmapTaskInputSchema } from '../../services/coaching/roadmap-plan';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyInstance {
    coaching: CoachingService;
  }
}

export default fp(
  async (app) => {
    app.ai.builtin
      .register(AI_TASKS.recommendations, async (input) => {
        const { texts } = z.object({ texts: z.array(z.string()) }).parse(input);
        return recommendOccupations(texts, (await app.catalogue.get()).catalogue);
      })
      .register(AI_TASKS.roadmap, (input) => planMilestones(RoadmapTaskInputSchema.parse(input)))
      .register(AI_TASKS.practice, (input) => scoreAnswer(PracticeTaskInputSchema.parse(input)));

    app.decorate(
      'coaching',
      createCoachingService({ db: app.db, catalogue: app.catalogue, ai: app.ai, clock: app.clock, assessments: app.assessments, skillmatch: app.skillmatch }),
    );
    app.userData.register('roadmaps', async (db, userId) =>
      (await listAllRoadmaps(db, userId)).map((r) => ({ roadmap_id: r.id, created_at: r.createdAt.toISOString(), input: r.input, plan: r.plan })),
    );
    app.userData.register('practice_attempts', async (db, userId) =>
      (await listPracticeAttempts(db, userId)).map((r) => ({
        attempt_id: r.id,
        created_at: r.createdAt.toISOString(),
        scenario_id: r.scenarioId,
        answer: r.answer,
        feedback: r.feedback,
        overall: r.overall,
      })),
    );
  },
  { name: 'coaching', dependencies: ['db', 'ai', 'accounts', 'catalogue', 'assessments', 'skillmatch'] },
);
