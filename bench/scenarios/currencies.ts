import { load, warm } from '../lib/load.js';
import { startHello, startJackdaw } from '../lib/processes.js';
import type { Scenario } from './scenario.js';

/**
 * GET /api/v1/users/currencies through the whole stack against a bare Fastify answering the
 * same body. The two servers run one after the other, never at once, on a 2-core machine.
 */
export const currencies: Scenario = {
  name: 'currencies',
  async run(env) {
    const jackdaw = await startJackdaw(env);
    const path = '/api/v1/users/currencies';
    const body: unknown = await (await fetch(jackdaw.url + path)).json();
    let subject;
    try {
      await warm(jackdaw.url + path);
      subject = await load(jackdaw.url + path);
    } finally {
      await jackdaw.stop();
    }
    const hello = await startHello(body);
    let baseline;
    try {
      await warm(`${hello.url}/hello`);
      baseline = await load(`${hello.url}/hello`);
    } finally {
      await hello.stop();
    }
    return { subject, baseline, target: 0.5 };
  },
};
