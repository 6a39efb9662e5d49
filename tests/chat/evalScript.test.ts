// `npm run eval:chat` runs: without AI_API_KEY or CHAT_URL it scores the built-in assistant and exits 0 above the
// threshold; with CHAT_URL pointing at nothing it fails loudly instead of scoring empty answers.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const run = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['scripts/eval-chat.mjs'], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
    timeout: 60_000,
  });

describe('npm run eval:chat', () => {
  it('scores the built-in assistant and prints the score', () => {
    const result = run({});
    expect(result.stdout).toContain('Evaluating the built-in assistant');
    expect(result.stdout).toMatch(/Chat evaluation: \d+\/\d+ = \d+\.\d% \(threshold 90%\)/);
    expect(result.status).toBe(0);
  });

  it('exits non-zero when the chat function cannot be reached', () => {
    const result = run({ CHAT_URL: 'http://127.0.0.1:9/chat-support' });
    expect(result.status).not.toBe(0);
  });
});
