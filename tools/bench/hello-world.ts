// The baseline: a bare Fastify server answering one JSON route, started in its own process so it does not
// share an event loop with the server under test.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
