/** /mine/member/output (字库扩容): a managed project's edition and its book font's extra characters (components/EditionView.tsx). */
import { EditionView } from '../components/EditionView';

export default function OutputPage() {
  return <EditionView focus="output" />;
}
