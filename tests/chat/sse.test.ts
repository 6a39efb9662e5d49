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

  it('reports an error given as a plain string, or without a message, with what it has', () => {
    const { push } = createSseParser();
    expect(push('data: {"error":"upstream timed out"}\n\n')).toEqual([
      { type: 'error', message: 'upstream timed out' },
    ]);
    expect(push('data: {"error":{"code":"upstream"}}\n\n')).toEqual([{ type: 'error', message: 'Stream error' }]);
  });

  it('skips events that carry no text (no choices, an empty list, a choice without a delta or content)', () => {
    const { push } = createSseParser();
    const events = [
      { id: 'chatcmpl-1' },
      { choices: [] },
      { choices: [{ finish_reason: 'stop' }] },
      { choices: [{ delta: {} }] },
    ];
    expect(push(events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('') + line('still here'))).toEqual([
      { type: 'delta', text: 'still here' },
    ]);
  });

  it('parses an unterminated last event when the stream ends', () => {
    const parser = createSseParser();
    expect(parser.push('data: [DONE]')).toEqual([]);
    expect(parser.end()).toEqual([{ type: 'done' }]);
  });
});
