// The first e-mail-looking text in a visitor's chat message (spec §5: remembered as the visitor's e-mail).
// Shared by the chat store in the site and by tests; no Deno or Node APIs.

const EMAIL_IN_TEXT = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}/i;

export function findEmail(text: string): string | undefined {
  return EMAIL_IN_TEXT.exec(text)?.[0]?.replace(/[.]+$/, '');
}
