/** A modal asking for a text (reject reason …); resolves the trimmed text, or null when cancelled. */
import { Dialog, TextArea } from 'antd-mobile';

export function promptText(opts: { title: string; placeholder?: string; confirmText?: string; required?: boolean; maxLength?: number }): Promise<string | null> {
  let value = '';
  return new Promise((resolve) => {
    const h = Dialog.show({
      title: opts.title,
      content: (
        <TextArea placeholder={opts.placeholder} maxLength={opts.maxLength ?? 200} showCount rows={3} autoFocus onChange={(v) => { value = v; }} />
      ),
      closeOnAction: false,
      actions: [[
        { key: 'cancel', text: '取消', onClick: () => { h.close(); resolve(null); } },
        {
          key: 'ok', text: opts.confirmText ?? '确定', bold: true, danger: true,
          onClick: () => {
            const t = value.trim();
            if (opts.required && !t) return;
            h.close();
            resolve(t);
          },
        },
      ]],
    });
  });
}
