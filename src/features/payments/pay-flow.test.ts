import { describe, expect, it } from 'vitest';
import { payPath, returnPath } from './pay-flow';

describe('pay flow paths', () => {
  it('turns a payUrl into an app path', () => {
    expect(payPath('#/pay/sandbox?outTradeNo=T1')).toBe('/pay/sandbox?outTradeNo=T1');
    expect(payPath('http://localhost:8080/#/pay/sandbox?outTradeNo=T1')).toBe('/pay/sandbox?outTradeNo=T1');
    expect(payPath('/pay/sandbox?outTradeNo=T1')).toBe('/pay/sandbox?outTradeNo=T1');
  });
  it('adds the result to the return path', () => {
    expect(returnPath('/mine/index', 'T1', 'paid')).toBe('/mine/index?payResult=paid&outTradeNo=T1');
    expect(returnPath('/mall/order?id=3&payResult=cancelled', 'T2', 'paid')).toBe('/mall/order?id=3&payResult=paid&outTradeNo=T2');
  });
});
