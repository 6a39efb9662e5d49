import { describe, expect, it } from 'vitest';
import { createSseParser } from '../../machines/actors/sse';

const line = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

describe('chat-support stream parser', () => {
  it('reads deltas, skips comments and ends on [DONE]', () => {
    const { push } = createSseParser();
    expect(push(`: ping\n\n${line('Hello')}${line(' there')}data: [DONE]\n\n`)).toEqual([
      { type: 'delta', text: 'Hello' },
      { type: 'delta', text: ' there' },
      { type: 'done' },
    ]);
  });

  it('waits for an event split across chunks, CRLF included', () => {
    const { push } = createSseParser();
    const full = line('Split word').replace(/\n/g, '\r\n');
    expect(push(full.slice(0, 20))).toEqual([]);
    expect(push(full.slice(20))).toEqual([{ type: 'delta', text: 'Split word' }]);
  });

  it('reports an error event and ignores malformed events', () => {
    const { push } = createSseParser();
    expect(push('data: {not json}\n\n')).toEqual([]);
    expect(push('data: {"error":{"message":"upstream timed out"}}\n\n')).toEqual([
      { type: 'error', message: 'upstream timed out' },
    ]);
  });

  it('parses an unterminated last event when the stream ends', () => {
    const parser = createSseParser();
    expect(parser.push('data: [DONE]')).toEqual([]);
    expect(parser.end()).toEqual([{ type: 'done' }]);
  });
});
