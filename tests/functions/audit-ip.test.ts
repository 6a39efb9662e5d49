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

describe('classifyAddress at the edge of every range (the first and last address in, the next one out)', () => {
  it.each([
    // IPv4 (RFC 6890): each blocked range's first and last address, and its public neighbours.
    ['0.255.255.255', 'blocked'],
    ['1.0.0.0', 'public'],
    ['9.255.255.255', 'public'],
    ['10.0.0.0', 'blocked'],
    ['10.255.255.255', 'blocked'],
    ['11.0.0.0', 'public'],
    ['100.63.255.255', 'public'],
    ['100.64.0.0', 'blocked'],
    ['126.255.255.255', 'public'],
    ['127.0.0.0', 'loopback'],
    ['128.0.0.0', 'public'],
    ['169.253.255.255', 'public'],
    ['169.254.0.0', 'blocked'],
    ['169.255.0.0', 'public'],
    ['172.15.255.255', 'public'],
    ['172.16.0.0', 'blocked'],
    ['192.0.0.0', 'blocked'],
    ['192.0.0.255', 'blocked'],
    ['192.0.1.0', 'public'],
    ['192.0.2.0', 'blocked'],
    ['192.0.2.255', 'blocked'],
    ['192.0.3.0', 'public'],
    ['192.88.98.255', 'public'],
    ['192.88.99.0', 'blocked'],
    ['192.88.99.255', 'blocked'],
    ['192.88.100.0', 'public'],
    ['192.167.255.255', 'public'],
    ['192.168.255.255', 'blocked'],
    ['192.169.0.0', 'public'],
    ['198.17.255.255', 'public'],
    ['198.18.0.0', 'blocked'],
    ['198.19.255.255', 'blocked'],
    ['198.20.0.0', 'public'],
    ['198.51.99.255', 'public'],
    ['198.51.100.0', 'blocked'],
    ['198.51.100.255', 'blocked'],
    ['198.51.101.0', 'public'],
    ['203.0.112.255', 'public'],
    ['203.0.113.0', 'blocked'],
    ['203.0.113.255', 'blocked'],
    ['203.0.114.0', 'public'],
    ['223.255.255.255', 'public'],
    ['239.255.255.255', 'blocked'],
    ['240.0.0.0', 'blocked'],
    // IPv6: the embedded-IPv4 spellings, NAT64, 6to4, 2001::/23, documentation, discard, unique-local, link-local,
    // site-local, multicast, and only 2000::/3 public.
    ['::2', 'blocked'],
    ['::ffff:0:8.8.8.8', 'blocked'],
    ['::1:ffff:0:0:1', 'blocked'],
    ['0:0:0:0:1:ffff:0:1', 'blocked'],
    ['::fffe:808:808', 'blocked'],
    ['64:ff9b:1::808:808', 'blocked'],
    ['64:ff9a::1', 'blocked'],
    ['2002::', 'blocked'],
    ['2003::1', 'public'],
    ['2001::1', 'blocked'],
    ['2001:1ff:ffff::1', 'blocked'],
    ['2001:200::1', 'public'],
    ['2001:db8:ffff::1', 'blocked'],
    ['2001:db9::1', 'public'],
    ['100::1', 'blocked'],
    ['100:0:0:1::1', 'blocked'],
    ['fbff::1', 'blocked'],
    ['fdff:ffff::1', 'blocked'],
    ['febf::1', 'blocked'],
    ['fec0::1', 'blocked'],
    ['feff::1', 'blocked'],
    ['ff00::1', 'blocked'],
    ['1fff:ffff::1', 'blocked'],
    ['2000::1', 'public'],
    ['3fff:ffff::1', 'public'],
    ['4000::1', 'blocked'],
    ['e000::1', 'blocked'],
    // Public addresses that share a group with a blocked range's prefix elsewhere in them.
    ['2606:ff9b::1', 'public'],
    ['2606:db8::1', 'public'],
    ['2606:4700::ffff:0:1:1', 'public'],
  ])('%s is %s', (address, verdict) => {
    expect(classifyAddress(address)).toBe(verdict);
  });
});

describe('the spellings classifyAddress reads, and those it refuses', () => {
  it.each([
    ['[2606:4700:4700::1111]', 'public'],
    ['2606:4700:4700:0:0:0:0:1111', 'public'],
    ['2606:4700:4700::1111'.toUpperCase(), 'public'],
    ['2606:4700::0.0.17.17', 'public'],
    ['2606:4700:4700::1.2.3.4', 'public'],
    ['::ffff:1.2.3.4', 'blocked'],
    ['2606:4700::1.2.3', 'invalid'],
    ['2606:4700::1.2.3.04', 'invalid'],
    ['2606:4700::1.2.3.256', 'invalid'],
    ['1.2.3.255', 'public'],
    ['1.2.3.256', 'invalid'],
    ['1.2.3.4.5', 'invalid'],
    ['1.2.3.1000', 'invalid'],
    ['1.2.3.-1', 'invalid'],
    ['1.2.3.', 'invalid'],
    ['2606:4700:4700:0:0:0:0', 'invalid'],
    ['2606:4700:4700:0:0:0:0:1111:1', 'invalid'],
    ['2606::4700::1111', 'invalid'],
    ['2606:4700:4700:1:2:3:4::1111', 'invalid'],
    ['2606:4700:4700:1:2:3::1111', 'public'],
    ['2606:47000::1', 'invalid'],
    ['2606:470g::1', 'invalid'],
    ['2606:4700:4700::1111%1', 'invalid'],
    ['[2606:4700:4700::1111', 'invalid'],
    ['2606:4700:4700::1111]', 'invalid'],
    ['', 'invalid'],
  ])('%s is %s', (address, verdict) => {
    expect(classifyAddress(address)).toBe(verdict);
  });
});

describe('isIpLiteral, raw spellings', () => {
  it.each(['[2606:4700::1]', '[10.0.0.1]', '::1', 'EXAMPLE.0X1F', 'shop.example.0x', 'shop.example.42', '10.0.0.1.'])(
    '%s is a literal',
    (host) => {
      expect(isIpLiteral(host)).toBe(true);
    },
  );
  it.each(['shop.example.', 'shop.42example', 'shop.0xample', 'example.x0', '42.shop.example'])(
    '%s is a name',
    (host) => {
      expect(isIpLiteral(host)).toBe(false);
    },
  );
});
