import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { nextAddress } from '../../../test/players.js';

/** One SSE message as a browser's EventSource would read it. */
export interface ReceivedEvent {
  event: string;
  id: string | undefined;
  data: { type: string } & Record<string, unknown>;
}

/** The base URL of an app listening on a real port (app.listen on port 0). */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export async function playerTicket(app: FastifyInstance, token: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/events/ticket',
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`ticket refused: ${response.body}`);
  return (response.json() as { ticket: string }).ticket;
}

/**
 * A stream read with Node's fetch, parsed as EventSource does (event, id, data; comments
 * skipped). `next(predicate)` waits for a matching event; `close()` aborts the request.
 */
export async function openStream(
  base: string,
  query: string,
  headers: Record<string, string> = {},
) {
  const abort = new AbortController();
  const response = await fetch(`${base}${query}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: ReceivedEvent[] = [];
  let comments = 0;
  const waiters = new Set<() => void>();
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            let event = 'message';
            let id: string | undefined;
            let data = '';
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments += 1;
              else if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('id: ')) id = line.slice(4);
              else if (line.startsWith('data: ')) data += line.slice(6);
            }
            if (data) events.push({ event, id, data: JSON.parse(data) as ReceivedEvent['data'] });
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
  }
  return {
    response,
    events,
    get comments() {
      return comments;
    },
    /** Waits until `predicate` holds for the events so far (5 s at most). */
    async until(predicate: (events: ReceivedEvent[]) => boolean, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(events)) {
        if (Date.now() > deadline) {
          throw new Error(`stream: condition not met; got ${JSON.stringify(events)}`);
        }
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 50);
        });
      }
      return events;
    },
    close() {
      abort.abort();
    },
  };
}

export type StreamReader = Awaited<ReturnType<typeof openStream>>;
