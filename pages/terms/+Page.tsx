import { useData } from 'vike-react/useData';
import { LegalDocument } from '../../components/ui/LegalDocument';
import type { Data } from './+data';

export default function Page() {
  return <LegalDocument copy={useData<Data>().copy} />;
}
