import { describe, expect, it } from 'vitest';
import { emptyForm, targetFromParams } from './member-form';
import { clearDraft, draftKey, loadDraft, saveDraft } from './member-draft';

describe('member editor drafts', () => {
  const t = targetFromParams(new URLSearchParams('clanId=3&kind=child&fatherId=5'));
  const initial = emptyForm(t, { surname: '陈', anchorGeneration: 11 });
  const key = draftKey(t);
  it('keys by clan, mode and the member or relative', () => {
    expect(key).toBe('member-draft:3:child:5');
    expect(draftKey(targetFromParams(new URLSearchParams('clanId=3&id=9')))).toBe('member-draft:3:edit:9');
  });
  it('keeps typed input and gives it back, forgets it once cleared or unchanged', () => {
    saveDraft(key, { ...initial, name: '德明', birthText: '乾隆三年' }, initial);
    expect(loadDraft(key, initial)).toMatchObject({ name: '德明', birthText: '乾隆三年', surname: '陈' });
    clearDraft(key);
    expect(loadDraft(key, initial)).toBeNull();
    saveDraft(key, initial, initial);
    expect(loadDraft(key, initial)).toBeNull();
  });
});
