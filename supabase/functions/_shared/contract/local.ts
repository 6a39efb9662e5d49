// Local-mode defaults shared by the site (Vite env fallbacks) and the backend; no Deno or Node APIs here.

/** Public (anonymous) key accepted by the functions in local mode (and VITE_SUPABASE_ANON_KEY's default there); never
 * valid in production. */
export const LOCAL_PUBLIC_KEY = 'sb_publishable_lumivox_local_dev_key';

export const LOCAL_FUNCTIONS_PORT = 54321;
const LOCAL_DB_PORT = 54322;

/** What VITE_SUPABASE_URL defaults to in local mode: functions live at `${url}/functions/v1/<name>`. */
export const LOCAL_SUPABASE_URL = `http://127.0.0.1:${LOCAL_FUNCTIONS_PORT}`;

/** The embedded Postgres (PGlite behind pglite-socket) speaks the wire protocol like Supabase's local database. */
export const LOCAL_DB_URL = `postgres://postgres:postgres@127.0.0.1:${LOCAL_DB_PORT}/postgres`;
