import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  prerender: true,
  lang: 'en',
  favicon: '/favicon.svg',
  // vike-react renders <meta name="viewport"> itself; keep its default.
} satisfies Config;
