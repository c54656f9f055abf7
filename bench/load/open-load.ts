import http from 'node:http';
import type { LoadTarget, Sample } from './measure.js';

/**
 * An open load: one request every 1/rate seconds for `seconds`, on up to `connections` kept-alive sockets, each
 * request's latency taken from when it was due, so a server that falls behind is charged for the wait too.
 * autocannon's own rate sends each second's requests in a burst at the start of the second, which measures
 * saturation for a tenth of a second rather than a steady rate.
 */
export function runOpenLoad(target: LoadTarget, rate: number, seconds: number, connections: number): Promise<Sample> {
  const [request] = target.requests ?? [];
  if (!request) throw new Error('an open load sends one request, given in target.requests');
  const url = new URL(request.path ?? '/', target.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  let errors = 0;
  return new Promise((resolve) => {
    const started = performance.now();
    let sent = 0;
    let answered = 0;
    const settle = (due: number, ok: boolean) => {
      if (ok) latencies.push(performance.now() - due);
      else errors++;
      if (++answered < total) return;
      agent.destroy();
      resolve({ seconds, latencies, errors });
    };
    const send = (due: number) => {
      const outgoing = http.request(
        url,
        { method: request.method ?? 'GET', headers: request.headers, agent, timeout: 10_000 },
        (response) => {
          response.resume();
          response.on('end', () => settle(due, (response.statusCode ?? 0) < 300));
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
      outgoing.on('error', () => settle(due, false));
      outgoing.end(request.body);
    };
    const sendWhatIsDue = () => {
      const now = performance.now();
      for (; sent < total && started + sent * interval <= now; sent++) send(started + sent * interval);
      if (sent < total) setTimeout(sendWhatIsDue, started + sent * interval - performance.now());
    };
    sendWhatIsDue();
  });
}
