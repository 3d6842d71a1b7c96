import fp from 'fastify-plugin';
import type { Database } from '../../db/client';

export interface DbPluginOptions {
  database: Database;
  /** Close the database when the app closes (true when buildApp created it). */
  owned: boolean;
}

export default fp<DbPluginOptions>(
  async (app, { database, owned }) => {
    await database.migrate();
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (owned) app.addHook('onClose', async () => database.close());
  },
  { name: 'db' },
);
