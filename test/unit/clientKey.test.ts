import { describe, expect, it } from 'vitest';
import { clientKey } from '../../server/platform/http/clientKey';

/** Issue 47: per-client limits count an IPv6 client by its /64 (a home line or a server holds all of it). */
describe('the client address as limits count it', () => {
  it('an IPv4 address is itself, also when written as IPv4-mapped IPv6', () => {
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('every address of one /64 is one client; another /64 is another', () => {
    const one = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:abcd::9',
      '2001:db8:1:2:0:0:0:42',
    ];
    expect(new Set(one.map(clientKey))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });
});
