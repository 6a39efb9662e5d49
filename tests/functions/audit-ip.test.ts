// Address rules of the audit fetcher: every non-public range and every literal spelling is refused.
import { describe, expect, it } from 'vitest';
import { classifyAddress, isIpLiteral } from '../../supabase/functions/_shared/audit/ip.ts';

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['10.1.2.3', 'blocked'],
    ['172.16.0.1', 'blocked'],
    ['172.31.255.255', 'blocked'],
    ['192.168.1.1', 'blocked'],
    ['169.254.169.254', 'blocked'],
    ['100.64.0.1', 'blocked'],
    ['100.127.255.254', 'blocked'],
    ['0.0.0.0', 'blocked'],
    ['224.0.0.1', 'blocked'],
    ['255.255.255.255', 'blocked'],
    ['::', 'blocked'],
    ['::ffff:127.0.0.1', 'blocked'],
    ['::ffff:7f00:1', 'blocked'],
    ['::ffff:8.8.8.8', 'blocked'],
    ['::127.0.0.1', 'blocked'],
    ['fe80::1', 'blocked'],
    ['fc00::1', 'blocked'],
    ['fd00:ec2::254', 'blocked'],
    ['ff02::1', 'blocked'],
    ['64:ff9b::a9fe:a9fe', 'blocked'],
    ['2002:7f00:1::', 'blocked'],
    ['2001:db8::1', 'blocked'],
    ['fe80::1%eth0', 'invalid'],
    ['8.8.8.8', 'public'],
    ['93.184.216.34', 'public'],
    ['172.32.0.1', 'public'],
    ['100.128.0.1', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['2a00:1450:4001:80b::200e', 'public'],
    ['not-an-ip', 'invalid'],
    ['1.2.3', 'invalid'],
    ['01.2.3.4', 'invalid'],
  ])('%s is %s', (address, verdict) => {
    expect(classifyAddress(address)).toBe(verdict);
  });
});

describe('isIpLiteral', () => {
  // Hostnames as the URL parser leaves them, and raw spellings a resolver might accept.
  it.each([
    ...['http://2130706433/', 'http://0177.0.0.1/', 'http://0x7f.1/', 'http://127.1/', 'http://[::1]/'],
    ...['http://[::ffff:169.254.169.254]/', 'http://0x7f000001/', 'http://169.254.169.254./'],
  ])('%s is a literal address', (url) => {
    expect(isIpLiteral(new URL(url).hostname)).toBe(true);
  });
  it.each(['0177.0.0.1', '0x7f.0.0.1', '2130706433', '10.0.0.1', '1.2.3.0x4'])('raw %s is a literal', (host) => {
    expect(isIpLiteral(host)).toBe(true);
  });
  it.each(['example.com', 'shop.example.co.uk', '1password.com', 'a1.b2.example'])('%s is a name', (host) => {
    expect(isIpLiteral(host)).toBe(false);
  });
});
