// A page that reads its +data (vike-react's useData), rendered outside Vike: the data given as the page context.
import type { ReactNode } from 'react';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';

export function WithPageData({ data, children }: { data: unknown; children: ReactNode }) {
  return <VikeReactProviderPageContext pageContext={{ data } as never}>{children}</VikeReactProviderPageContext>;
}
