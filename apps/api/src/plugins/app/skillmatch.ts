// Skill match as `app.skillmatch` (D20, D23): the engine on the loaded catalogue, and the reports of signed-in users,
// which join "download my data" (D15; the table cascades on account deletion).
import fp from 'fastify-plugin';
import { listAllReports } from '../../db/queries/skillmatch';
import { createSkillMatchService, type SkillMatchService } from '../../services/skillmatch/skillmatch-service';

declare module 'fastify' {
  interface FastifyInstance {
    skillmatch: SkillMatchService;
  }
}

export default fp(
  async (app) => {
    app.decorate('skillmatch', createSkillMatchService({ db: app.db, catalogue: app.catalogue, clock: app.clock }));
    app.userData.register('skillmatch_reports', async (db, userId) =>
      (await listAllReports(db, userId)).map((r) => ({
        report_id: r.id,
        created_at: r.createdAt.toISOString(),
        input: r.input,
        result: r.result,
      })),
    );
  },
  { name: 'skillmatch', dependencies: ['db', 'accounts', 'catalogue'] },
);
