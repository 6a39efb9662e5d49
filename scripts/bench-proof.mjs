// `npm run bench:proof`: what a proof of work costs whoever submits. Starts the local backend with its default
// proof settings, fetches challenges from altcha-challenge and solves them with altcha-lib's WebCrypto PBKDF2 (the
// same native PBKDF2 a browser's worker uses, on one thread), and prints the time per solve and the PBKDF2
// iterations behind it: what one submission costs a visitor's device, and at least what it costs a bot.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { startScratchBackend } from './local-backend.mjs';

const SAMPLES = Number(process.env.BENCH_PROOF_SAMPLES ?? 30);

const backend = await startScratchBackend({ RATE_LIMIT_CHAT_PER_MINUTE: '100000' });
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
try {
  const times = [];
  const counters = [];
  let cost = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const res = await fetch(`${backend.functionsUrl}/altcha-challenge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${backend.anonKey}`, 'content-type': 'application/json' },
      body: '{}',
    });
    if (!res.ok) throw new Error(`altcha-challenge answered ${res.status}`);
    const challenge = await res.json();
    cost = challenge.parameters.cost;
    const started = performance.now();
    const solution = await solveChallenge({ challenge, deriveKey });
    times.push(performance.now() - started);
    counters.push(solution.counter);
  }
  times.sort((a, b) => a - b);
  const meanCounter = counters.reduce((a, b) => a + b, 0) / counters.length;
  const msPerMillion = (times.reduce((a, b) => a + b, 0) / counters.reduce((a, b) => a + b + 1, 0) / cost) * 1e6;
  console.log(
    [
      `Proof of work (${SAMPLES} challenges, PBKDF2-SHA-256, ${cost} iterations per try, one thread)`,
      `  solve time p50 / p95 / max   ${percentile(times, 50).toFixed(0)} / ${percentile(times, 95).toFixed(0)} / ${times.at(-1).toFixed(0)} ms`,
      `  tries per challenge (mean)   ${meanCounter.toFixed(0)}  → ${((meanCounter * cost) / 1e6).toFixed(2)} M PBKDF2 iterations per submission`,
      `  this machine                 ${msPerMillion.toFixed(0)} ms per million iterations`,
    ].join('\n'),
  );
} finally {
  await backend.stop();
}
