import { useData } from 'vike-react/useData';
import { ServicePageView } from '../../../components/services/ServicePageView';
import type { Data } from './+data';

export default function Page() {
  return <ServicePageView service={useData<Data>().service} />;
}
