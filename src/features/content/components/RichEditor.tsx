/**
 * The article editor: Tiptap 3 (ProseMirror, so Chinese input methods compose in place on phones), a small toolbar
 * (加粗, 斜体, 标题, 列表, 引用, 图片) and image upload with a progress line (src/lib/upload.ts). The HTML it gives
 * is cleaned again on the server with the one rich-text policy (book/rich-text.ts cleanHtml).
 */
import { useEditor, EditorContent } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { useEffect, useRef, useState } from 'react';
import { FILE_TYPE } from '@contract/files';
import { ProgressBarLine } from '@src/components/ui/ProgressBarLine';
import { acceptFor, uploadFile } from '@src/lib/upload';

interface Props {
  value: string;
  onChange: (html: string) => void;
  placeholder?: string;
}

export function RichEditor({ value, onChange, placeholder = '请输入正文' }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, code: false, codeBlock: false }), Image.configure({ inline: false })],
    content: value,
    immediatelyRender: true,
    editorProps: { attributes: { class: 'zp-rich__area', 'aria-label': '正文', 'data-placeholder': placeholder } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // a draft read after the editor opened
  useEffect(() => {
    if (editor && value && editor.isEmpty) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const pick = async (list: FileList | null) => {
    const file = list?.[0];
    if (input.current) input.current.value = '';
    if (!file || !editor) return;
    setPercent(0);
    try {
      const stored = await uploadFile(file, { type: FILE_TYPE.image, onProgress: setPercent });
      editor.chain().focus().setImage({ src: stored.url, alt: '' }).run();
    } catch { /* toasted by the upload helper */ } finally {
      setPercent(null);
    }
  };

  const btn = (label: string, active: boolean, run: () => void, testId?: string) => (
    <button type="button" className={`zp-rich__btn${active ? ' is-active' : ''}`} data-testid={testId} onMouseDown={(e) => e.preventDefault()} onClick={run}>{label}</button>
  );
  if (!editor) return null;
  return (
    <div className="zp-rich">
      <div className="zp-rich__bar">
        {btn('B', editor.isActive('bold'), () => editor.chain().focus().toggleBold().run())}
        {btn('I', editor.isActive('italic'), () => editor.chain().focus().toggleItalic().run())}
        {btn('标题', editor.isActive('heading', { level: 3 }), () => editor.chain().focus().toggleHeading({ level: 3 }).run())}
        {btn('列表', editor.isActive('bulletList'), () => editor.chain().focus().toggleBulletList().run())}
        {btn('引用', editor.isActive('blockquote'), () => editor.chain().focus().toggleBlockquote().run())}
        {btn('图片', false, () => input.current?.click(), 'editor-image')}
        <input ref={input} type="file" hidden accept={acceptFor(FILE_TYPE.image)} data-testid="editor-image-input" onChange={(e) => void pick(e.target.files)} />
      </div>
      {percent !== null && <ProgressBarLine percent={percent} label="图片上传中" />}
      <EditorContent editor={editor} />
    </div>
  );
}
