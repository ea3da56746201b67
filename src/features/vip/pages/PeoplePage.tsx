/** /mine/member/people (人数扩容): a managed project's edition and member capacity (components/EditionView.tsx). */
import { EditionView } from '../components/EditionView';

export default function PeoplePage() {
  return <EditionView focus="people" />;
}
