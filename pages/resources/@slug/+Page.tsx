import { useData } from 'vike-react/useData';
import { ArticleView } from '../../../components/resources/ArticleView';
import type { Data } from './+data';

export default function Page() {
  return <ArticleView article={useData<Data>().article} />;
}
