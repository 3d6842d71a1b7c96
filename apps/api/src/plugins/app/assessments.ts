// Assessments service as `app.assessments`. The four definitions are seeded from @waypoint/assessment when the app
// becomes ready (idempotent upserts), and the user's attempts and feedback join "download my data" (D15).
import fp from 'fastify-plugin';
import { listAllAttempts, listAnswers, listUserFeedback } from '../../db/queries/assessments';
import { createAssessmentService, type AssessmentService } from '../../services/assessments/assessment-service';

declare module 'fastify' {
  interface FastifyInstance {
    assessments: AssessmentService;
  }
}

export default fp(
  async (app) => {
    const service = createAssessmentService({ db: app.db, clock: app.clock });
    app.decorate('assessments', service);
    app.addHook('onReady', async () => service.seed());

    app.userData.register('assessments', async (db, userId) => {
      const attempts = await listAllAttempts(db, userId);
      const answers = await listAnswers(
        db,
        attempts.map((a) => a.id),
      );
      return attempts.map((attempt) => ({
        attempt_id: attempt.id,
        assessment_id: attempt.assessmentId,
        source: attempt.source,
        started_at: attempt.startedAt.toISOString(),
        completed_at: attempt.completedAt?.toISOString() ?? null,
        answers: answers.filter((a) => a.attemptId === attempt.id).map((a) => ({ question_id: a.question_id, answer_data: a.answer_data })),
      }));
    });
    app.userData.register('result_feedback', async (db, userId) =>
      (await listUserFeedback(db, userId)).map((f) => ({
        feedback_id: f.id,
        context: f.context,
        value: f.value,
        attempt_id: f.attemptId,
        created_at: f.createdAt.toISOString(),
      })),
    );
  },
  { name: 'assessments', dependencies: ['db', 'accounts'] },
);
