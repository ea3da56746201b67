/**
 * The mall's customer-service contact (the spec's "mall-contact JSON"): a server setting (`mall_settings.contact`) that
 * operators edit in /ops; until they save one, the defaults below answer.
 */
import type { MallContact } from '@contract/mall';
import { MallContact as MallContactShape } from '@contract/mall';
import type { Ctx } from '../../http/context';
import { requireStaff } from '../staff/index';
import * as repo from './mall-refunds.repo';

export const DEFAULT_CONTACT: MallContact = { name: '族谱商城客服', phone: '400-000-0000', wechat: '', hours: '每天 9:00–21:00', remark: '订单、物流、退款问题请联系客服' };

export async function contact(ctx: Ctx): Promise<MallContact> {
  const saved = MallContactShape.safeParse(await repo.setting(ctx.db, 'contact'));
  return saved.success ? saved.data : DEFAULT_CONTACT;
}

export async function save(ctx: Ctx<'user'>, p: MallContact): Promise<MallContact> {
  await requireStaff(ctx, 'operator');
  const v: MallContact = { name: p.name, phone: p.phone, wechat: p.wechat, hours: p.hours, remark: p.remark };
  await repo.saveSetting(ctx.db, 'contact', v, ctx.user.id, ctx.adapters.clock.now());
  return v;
}
