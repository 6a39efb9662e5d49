// Reads what the local backend stored (npm start's PGlite, reached over the Postgres wire protocol).
import postgres from 'postgres';

import { e2eDbPort } from '../../playwright.config';

const DB_URL = `postgres://postgres:postgres@127.0.0.1:${e2eDbPort}/postgres`;

export async function query<T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const sql = postgres(DB_URL, { max: 1, onnotice: () => {} });
  try {
    return (await sql.unsafe(text, params as never[])) as unknown as T[];
  } finally {
    await sql.end();
  }
}

export function uniqueEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}
