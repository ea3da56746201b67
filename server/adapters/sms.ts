import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../db/client';
import { smsOutbox } from '../db/schema/index';

/** An SMS gateway. The limits (1/min, 10/day, expiry, tries) are enforced by the accounts service, not here. */
export interface SmsGateway {
  send(db: Tx, phone: string, text: string, code: string): Promise<void>;
}

/**
 * The default gateway: writes each message to the sms_outbox table and a line to the log — with the code in
 * development (the demo's SMS login reads it there), masked in production (`logCodes: false`): a code in a log is a
 * login for whoever reads the log.
 */
export function outboxSms(log: FastifyBaseLogger, opts: { logCodes: boolean } = { logCodes: true }): SmsGateway {
  return {
    async send(db, phone, text, code) {
      await db.insert(smsOutbox).values({ phone, text, code });
      const masked = phone.slice(0, 3) + '****' + phone.slice(-4);
      if (opts.logCodes) log.info({ phone: masked, code }, `SMS outbox: ${text}`);
      else log.info({ phone: masked }, 'SMS outbox: a code was sent');
    },
  };
}
