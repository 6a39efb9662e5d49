// Per-route <head> (components/seo/pageHead.tsx); no route data travels to the browser from here.
export { pageHead as default } from '../components/seo/pageHead';
