/**
 * Delivery addresses (收货地址, spec §7 /address/*, routes /mine/address/index|edit). A user's own; at most one default
 * (the first saved becomes it). The phone is masked in lists (138****0000) and whole in `get` (for editing).
 */
import { z } from 'zod';
import { call, flag, id, phone, text } from './common/index';

export const MAX_ADDRESSES = 20;

export const Address = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  county: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof Address>;

export const addressSave = call({
  method: 'POST', path: '/address/save', access: 'user',
  params: z.object({
    id: id('地址').optional(),
    name: text('收货人', 20).pipe(z.string().min(1)).describe('收货人'),
    phone: phone('手机号'),
    province: text('省份', 20).pipe(z.string().min(1)).describe('省份'),
    city: text('城市', 20).default(''),
    county: text('区县', 20).default(''),
    detail: text('详细地址', 120).pipe(z.string().min(2)).describe('详细地址'),
    isDefault: flag('设为默认').optional(),
  }),
  reply: Address, summary: '新增或修改收货地址',
});
export const addressDefault = call({
  method: 'GET', path: '/address/default/:id', access: 'user', params: z.object({ id: id('地址') }),
  reply: Address, summary: '设为默认地址',
});
export const addressDelete = call({
  method: 'GET', path: '/address/delete/:id', access: 'user', params: z.object({ id: id('地址') }),
  reply: z.object({ deleted: z.literal(true) }), summary: '删除地址（删除默认地址时，最新的一个成为默认）',
});
export const addressGet = call({
  method: 'GET', path: '/address/get/:id', access: 'user', params: z.object({ id: id('地址') }),
  reply: Address, summary: '一个地址（手机号完整，用于编辑）',
});
export const addressGetDefault = call({
  method: 'GET', path: '/address/get/default', access: 'user', params: z.object({}),
  reply: Address.nullable(), summary: '默认地址（没有则为 null）',
});
export const addressList = call({
  method: 'GET', path: '/address/list', access: 'user', params: z.object({}),
  reply: z.object({ list: z.array(Address) }), summary: '我的收货地址（默认在前，手机号打码）',
});
