// Occupation catalogue as `app.catalogue` (D20-D22): the shipped default is loaded when the app becomes ready (only
// when the database has none or an older default), then served from memory to the careers and skill-match routes.
import fp from 'fastify-plugin';
import { DEFAULT_MIN_IMPORTANCE, indexCatalogue, indexForMatching } from '@waypoint/skillmatch';
import { createCatalogueStore, type CatalogueStore } from '../../services/catalogue/catalogue-store';
import { ensureDefaultCatalogue } from '../../services/catalogue/load-catalogue';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueStore;
  }
}

export default fp(
  async (app) => {
    const store = createCatalogueStore({ db: app.db });
    app.decorate('catalogue', store);
    app.addHook('onReady', async () => {
      const outcome = await ensureDefaultCatalogue(app.db, app.clock());
      if (outcome.loaded) {
        store.invalidate();
        app.log.info({ version: outcome.version, occupations: outcome.occupations }, 'default occupation catalogue loaded');
      }
      // Warm up before the first request: reading ~1,000 imported occupations and indexing them takes seconds.
      const { catalogue } = await store.get();
      indexCatalogue(catalogue);
      indexForMatching(catalogue, DEFAULT_MIN_IMPORTANCE);
    });
  },
  { name: 'catalogue', dependencies: ['db'] },
);
