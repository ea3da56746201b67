import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../db/client';
import { outboxSms } from './sms';

function capture() {
  const lines: string[] = [];
  const log = { info: (...a: unknown[]) => lines.push(JSON.stringify(a)) } as unknown as FastifyBaseLogger;
  const db = { insert: () => ({ values: async () => undefined }) } as unknown as Tx;
  return { lines, log, db };
}

describe('outbox SMS gateway', () => {
  it('logs the code in development (the demo reads it there)', async () => {
    const c = capture();
    await outboxSms(c.log).send(c.db, '13800138000', '【族谱】验证码123456', '123456');
    expect(c.lines.join()).toContain('123456');
  });
  it('never logs the code or the text in production, only the masked phone', async () => {
    const c = capture();
    await outboxSms(c.log, { logCodes: false }).send(c.db, '13800138000', '【族谱】验证码654321', '654321');
    expect(c.lines).toHaveLength(1);
    expect(c.lines[0]).not.toContain('654321');
    expect(c.lines[0]).not.toContain('13800138000');
    expect(c.lines[0]).toContain('138****8000');
  });
});
