import { usePageContext } from 'vike-react/usePageContext';
import { ArticleView } from '../../../components/resources/ArticleView';
import { articles } from '../../../content/articles';

export default function Page() {
  const slug = usePageContext().routeParams.slug;
  const article = articles.find((a) => a.slug === slug);
  if (!article) throw new Error('Unknown article'); // unreachable: +route.ts only matches known slugs
  return <ArticleView article={article} />;
}
