// What the chat may send the AI provider per UTC day, in characters (the system prompt and the conversation of each
// call): per client (the salted address-group hash) and for the whole site. A call that would pass either budget is
// not made; chat-support answers from the built-in site assistant instead. Counted in public.rate_limits, one row
// per client and day and one for the site, by one statement that adds the call only where both still have room (the
// client's row first: when the site's is spent, that client's count may run ahead by the refused call).
import type { ChatBudgetConfig } from './config.ts';
import type { Db } from './db.ts';

const BUCKET = 'chat-chars';
const SITE_KEY = 'site';
const DAY_MS = 86_400_000;

// $1: client key, $2: this UTC day's start (ISO), $3: characters, $4: client budget, $5: site budget (0: none).
const SQL = `with client as (
    insert into public.rate_limits as r (bucket, key, window_start, hits, expires_at)
    select '${BUCKET}', $1, $2::timestamptz, $3::int, $2::timestamptz + interval '1 day'
    where $4::int = 0 or $3::int <= $4::int
    on conflict (bucket, key, window_start) do update set hits = r.hits + excluded.hits
      where $4::int = 0 or r.hits + excluded.hits <= $4::int
    returning hits
  ), site as (
    insert into public.rate_limits as r (bucket, key, window_start, hits, expires_at)
    select '${BUCKET}', '${SITE_KEY}', $2::timestamptz, $3::int, $2::timestamptz + interval '1 day'
    from client where $5::int = 0 or $3::int <= $5::int
    on conflict (bucket, key, window_start) do update set hits = r.hits + excluded.hits
      where $5::int = 0 or r.hits + excluded.hits <= $5::int
    returning hits
  )
  select exists (select 1 from site) as ok`;

interface ChatBudget {
  /** Spends `chars` of `client`'s and the site's budget for today; false (nothing spent) when either lacks room. */
  spend(client: string, chars: number): Promise<boolean>;
}

export function createChatBudget(db: Db, config: ChatBudgetConfig, clock: () => number = Date.now): ChatBudget {
  const { perClientChars, siteChars } = config;
  return {
    async spend(client, chars) {
      if (perClientChars <= 0 && siteChars <= 0) return true;
      const day = new Date(Math.floor(clock() / DAY_MS) * DAY_MS).toISOString();
      const rows = await db.query<{ ok: boolean }>(SQL, [
        `chat:${client}`,
        day,
        Math.min(chars, 2 ** 31 - 1),
        perClientChars,
        siteChars,
      ]);
      return rows[0]?.ok === true;
    },
  };
}

/** The characters one upstream call sends: its system prompt and every message of the conversation. */
export const upstreamChars = (systemPrompt: string, messages: readonly { content: string }[]): number =>
  messages.reduce((sum, m) => sum + m.content.length, systemPrompt.length);
