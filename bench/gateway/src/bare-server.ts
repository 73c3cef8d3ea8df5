import Fastify from 'fastify';

/** A bare Fastify server answering one JSON document from memory: the benchmark's yardstick. */
const [port, body] = [Number(process.argv[2] ?? 0), process.argv[3] ?? '{}'];
const app = Fastify({ logger: false });
app.get('/*', async (_request, reply) => reply.type('application/json').send(body));
void app.listen({ port, host: '127.0.0.1' }).then(() => process.stdout.write('ready\n'));
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
