import { describe, expect, it } from 'vitest';
import { countW, currency, cutName, fenToCurrency, maskIdCard, maskName, maskPhone, priceWan, secondsToTime } from './index';

describe('priceWan', () => {
  it('shows prices over 10000 as X.X万', () => {
    expect(priceWan(12345)).toBe('1.2万');
    expect(priceWan(20000)).toBe('2万');
    expect(priceWan(10001)).toBe('1万');
    expect(priceWan(1999999)).toBe('199.9万');
  });
  it('keeps 10000 and less as they are', () => {
    expect(priceWan(10000)).toBe('10000');
    expect(priceWan(99.5)).toBe('99.5');
    expect(priceWan('300')).toBe('300');
    expect(priceWan(null)).toBe('');
  });
});

describe('countW', () => {
  it('shows counts over 10000 as X.Xw', () => {
    expect(countW(10500)).toBe('1w');
    expect(countW(15500)).toBe('1.5w');
    expect(countW(10000)).toBe('10000');
    expect(countW(undefined)).toBe('0');
    expect(countW('abc')).toBe('0');
  });
});

describe('currency', () => {
  it('formats zh-CN CNY', () => {
    expect(currency(1234.5)).toBe('¥1,234.50');
    expect(currency(0)).toBe('¥0.00');
    expect(fenToCurrency(12345)).toBe('¥123.45');
  });
});

describe('secondsToTime', () => {
  it('shows the hour only when non-zero', () => {
    expect(secondsToTime(0)).toBe('00:00');
    expect(secondsToTime(75)).toBe('01:15');
    expect(secondsToTime(3599)).toBe('59:59');
    expect(secondsToTime(3600)).toBe('01:00:00');
    expect(secondsToTime(3675.9)).toBe('01:01:15');
    expect(secondsToTime(-5)).toBe('00:00');
  });
});

describe('masks', () => {
  it('masks a phone to the first 3 and last 4 digits', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone(13912345678)).toBe('139****5678');
    expect(maskPhone('138****8000')).toBe('138****8000');
    expect(maskPhone('123')).toBe('123');
    expect(maskPhone(null)).toBe('');
  });
  it('masks names', () => {
    expect(maskName('张三')).toBe('张*');
    expect(maskName('王小明')).toBe('王*明');
    expect(maskName('欧阳娜娜')).toBe('欧**娜');
    expect(maskName('李')).toBe('李');
    expect(maskName('')).toBe('');
  });
  it('masks ID cards', () => {
    expect(maskIdCard('110101199003071234')).toBe('110101********1234');
    expect(maskIdCard('11010119900307123X')).toBe('110101********123X');
    expect(maskIdCard('12345')).toBe('1***5');
  });
  it('cuts collect admin names after 3 characters', () => {
    expect(cutName('诸葛孔明')).toBe('诸葛孔...');
    expect(cutName('张三丰')).toBe('张三丰');
    expect(cutName(undefined)).toBe('');
  });
});
