// `npm run bench:chat`: the built-in assistant's time to first streamed token over HTTP, for multi-part questions,
// one visitor at a time (target < 50 ms). Starts its own in-memory backend on FUNCTIONS_PORT / LOCAL_DB_PORT
// (free ports when unset). The first request is reported apart: it includes warm-up.
import { firstTokenMs } from './first-token.mjs';
import { startScratchBackend } from './local-backend.mjs';

const SAMPLES = Number(process.env.BENCH_CHAT_SAMPLES ?? 60);
const backend = await startScratchBackend(
  { RATE_LIMIT_CHAT_PER_MINUTE: '100000000', OUTBOX_INTERVAL_MS: '3600000' },
  {
    dbPort: Number(process.env.LOCAL_DB_PORT ?? 0),
    functionsPort: Number(process.env.FUNCTIONS_PORT ?? 0),
  },
);
const questions = [
  'How much is SEO and how long until it works?',
  'do you build shopify stores and what does that cost',
  'Are you in Atlanta? and how quickly do you reply',
  'How long until I see results?',
];
const times = [];
try {
  for (let i = 0; i < SAMPLES + 1; i++) {
    times.push(
      await firstTokenMs(
        backend.functionsUrl,
        { authorization: `Bearer ${backend.anonKey}` },
        questions[i % questions.length],
      ),
    );
  }
} finally {
  await backend.stop();
}
const [cold, ...warm] = times;
warm.sort((a, b) => a - b);
const at = (p) => warm[Math.min(warm.length - 1, Math.floor((p / 100) * warm.length))].toFixed(1);
console.log(
  `chat first token over ${warm.length} requests: p50 ${at(50)} ms, p99 ${at(99)} ms (target < 50: ${Number(at(99)) < 50 ? 'ok' : 'MISSED'}); first request ${cold.toFixed(1)} ms`,
);
