// Absolute site origin: VITE_SITE_URL at build time, else the default in content/site.ts.
import { site } from '../content/site';

export const siteUrl = ((import.meta.env.VITE_SITE_URL as string | undefined) || site.defaultUrl).replace(/\/+$/, '');

export function absoluteUrl(path: string): string {
  return path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`;
}
