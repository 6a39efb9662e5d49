// Time from a chat-support request to its first streamed token, over HTTP: shared by npm run bench:backend and
// npm run bench:chat.
/** Milliseconds until the first `"content"` of the reply to `question` arrives. */
export async function firstTokenMs(functionsUrl, headers, question) {
  const started = performance.now();
  const res = await fetch(`${functionsUrl}/chat-support`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ messages: [{ role: 'user', content: question }] }),
  });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('"content"')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  const ms = performance.now() - started;
  await reader.cancel();
  return ms;
}
