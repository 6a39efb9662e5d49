import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  prerender: true,
  // Server rendering through React's stream renderer, awaited whole (no streaming): a lazy component (the chat)
  // is rendered into the prerendered HTML instead of its fallback. The HTML is byte for byte what renderToString gave.
  stream: { require: true, enable: false },
  lang: 'en',
  favicon: '/favicon.svg',
  // Pages are prefetched by components/layout/linkPrefetch.ts, which also knows focus, touch screens and Save-Data;
  // vike's own hover prefetch would fetch on a Save-Data connection too.
  prefetchStaticAssets: false,
  // vike-react renders <meta name="viewport"> itself; keep its default.
} satisfies Config;
