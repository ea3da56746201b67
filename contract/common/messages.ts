import type { z } from 'zod';

/** The Chinese label of the field at `path` in an object schema (from `.describe()`), else the key. */
function labelAt(schema: z.ZodType, path: PropertyKey[]): string {
  let s: unknown = schema;
  let label = '';
  for (const key of path) {
    s = unwrap(s);
    const shape = (s as { shape?: Record<string, unknown> })?.shape;
    const el = (s as { element?: unknown })?.element;
    if (shape && typeof key === 'string' && key in shape) s = shape[key];
    else if (el && typeof key === 'number') s = el;
    else return label || String(key);
    label = description(s) || String(key);
  }
  return label || '参数';
}

function description(s: unknown): string | undefined {
  let cur: unknown = s;
  for (let i = 0; i < 6 && cur; i++) {
    const d = (cur as { description?: string }).description;
    if (d) return d;
    cur = (cur as { def?: { innerType?: unknown; in?: unknown } }).def?.innerType ?? (cur as { def?: { in?: unknown } }).def?.in;
  }
  return undefined;
}

function unwrap(s: unknown): unknown {
  let cur = s;
  for (let i = 0; i < 6; i++) {
    const def = (cur as { def?: { innerType?: unknown; in?: unknown; type?: string } })?.def;
    if (!def) break;
    const next = def.innerType ?? def.in;
    if (!next) break;
    cur = next;
  }
  return cur;
}

/** A Chinese message naming the field of the first problem, e.g. "请填写手机号" or "手机号格式不正确". */
export function describeIssue(schema: z.ZodType, issue: z.core.$ZodIssue, input: unknown): string {
  const label = labelAt(schema, issue.path);
  const value = issue.path.reduce<unknown>((o, k) => (o as Record<PropertyKey, unknown> | undefined)?.[k], input);
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined || value === null || value === '' ? `请填写${label}` : `${label}格式不正确`;
    case 'too_small':
      if (issue.origin === 'string') return value === '' || Number(issue.minimum) === 1 ? `请填写${label}` : `${label}至少${issue.minimum}个字`;
      if (issue.origin === 'array') return `${label}至少${issue.minimum}项`;
      return `${label}不能小于${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `${label}不能超过${issue.maximum}个字`;
      if (issue.origin === 'array') return `${label}最多${issue.maximum}项`;
      return `${label}不能大于${issue.maximum}`;
    case 'invalid_value':
    case 'invalid_union':
      return `${label}取值无效`;
    case 'custom':
      return issue.message && /[\u4e00-\u9fff]/.test(issue.message) ? issue.message : `${label}无效`;
    default:
      return `${label}格式不正确`;
  }
}
