// Once the first page has hydrated, the link prefetcher loads: what the next page needs is fetched before the click
// (components/layout/linkPrefetch.ts). A dynamic import, so it is not first-load JavaScript.
export default function onHydrationEnd() {
  void import('../components/layout/linkPrefetch').then((module) => module.startLinkPrefetch());
}
