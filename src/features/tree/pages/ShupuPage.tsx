/**
 * /pages/zupu/shupu/index (族谱树): a clan's tree (?clanId / ?id, default the current project's clan), or a
 * personal family tree when the query names a family (?familyId=…, or ?family=1 for the user's own).
 */
import { useSearchParams } from 'react-router-dom';
import { familyQuery } from '../family-view';
import FamilyTreePage from './FamilyTreePage';
import TreePage from './TreePage';

export default function ShupuPage() {
  const [params] = useSearchParams();
  return familyQuery(params) ? <FamilyTreePage /> : <TreePage />;
}
