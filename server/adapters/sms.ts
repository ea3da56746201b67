import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../db/client';
import { smsOutbox } from '../db/schema/index';

/** An SMS gateway. The limits (1/min, 10/day, expiry, tries) are enforced by the accounts service, not here. */
export interface SmsGateway {
  send(db: Tx, phone: string, text: string, code: string): Promise<void>;
}

/** The default gateway: writes each message to the log and to the sms_outbox table. */
export function outboxSms(log: FastifyBaseLogger): SmsGateway {
  return {
    async send(db, phone, text, code) {
      await db.insert(smsOutbox).values({ phone, text, code });
      log.info({ phone: phone.slice(0, 3) + '****' + phone.slice(-4), code }, `SMS outbox: ${text}`);
    },
  };
}
