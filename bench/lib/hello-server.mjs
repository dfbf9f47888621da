// The baseline: a bare Fastify answering a fixed JSON body, run as its own process exactly like
// the real server, so the ratio shows what our stack (plugins, validation, database) costs.
import Fastify from 'fastify';

const body = JSON.parse(process.env.BASELINE_BODY ?? '{"hello":"world"}');
const app = Fastify({ logger: false });
app.get('/hello', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
