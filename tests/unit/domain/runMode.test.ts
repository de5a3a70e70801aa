import { describe, expect, it } from 'vitest';
import { isDevelopmentHost, runModeForHost } from '@domain/features/session/runMode';

describe('isDevelopmentHost', () => {
  it.each(['localhost', 'LOCALHOST', 'LocalHost'])('treats %s as development', (host) => {
    expect(isDevelopmentHost(host)).toBe(true);
  });

  it.each(['127.0.0.1', '127.255.255.254', '127.1.2.3'])('treats loopback %s as development', (host) => {
    expect(isDevelopmentHost(host)).toBe(true);
  });

  it.each(['10.0.0.1', '10.255.255.255'])('treats 10.x %s as development', (host) => {
    expect(isDevelopmentHost(host)).toBe(true);
  });

  it.each(['172.16.0.1', '172.20.10.2', '172.31.255.255'])('treats 172.16-31.x %s as development', (host) => {
    expect(isDevelopmentHost(host)).toBe(true);
  });

  it.each(['172.15.255.255', '172.32.0.1', '172.0.0.1'])('treats %s (outside 172.16/12) as public', (host) => {
    expect(isDevelopmentHost(host)).toBe(false);
  });

  it.each(['192.168.0.1', '192.168.255.255'])('treats 192.168.x %s as development', (host) => {
    expect(isDevelopmentHost(host)).toBe(true);
  });

  it.each(['192.167.1.1', '192.169.1.1', '193.168.1.1'])('treats %s as public', (host) => {
    expect(isDevelopmentHost(host)).toBe(false);
  });

  it.each(['[::1]', '::1'])('treats IPv6 loopback %s as development', (host) => {
    expect(isDevelopmentHost(host)).toBe(true);
  });

  it.each(['[fc00::1]', '[fd12:3456:789a::1]', 'fd00:abcd::1', '[FD12:3456::1]'])(
    'treats unique-local IPv6 %s as development',
    (host) => {
      expect(isDevelopmentHost(host)).toBe(true);
    },
  );

  it.each(['[2001:db8::1]', '[2a00:1450:4001::200e]', '[fe::1]', '[::2]'])('treats public IPv6 %s as public', (host) => {
    expect(isDevelopmentHost(host)).toBe(false);
  });

  it.each(['example.com', 'app.example.com', 'api1.cs2cases.app', '8.8.8.8', '1.1.1.1', '11.0.0.1', '128.0.0.1'])(
    'treats public host %s as not development',
    (host) => {
      expect(isDevelopmentHost(host)).toBe(false);
    },
  );

  it('deliberately treats sub-domains of localhost as not development', () => {
    expect(isDevelopmentHost('app.localhost')).toBe(false);
    expect(isDevelopmentHost('a.b.localhost')).toBe(false);
  });

  it.each(['localhost.example.com', 'mylocalhost', '10.example.com', '127.0.0.1.nip.io'])(
    'is not fooled by %s',
    (host) => {
      expect(isDevelopmentHost(host)).toBe(false);
    },
  );

  it.each(['999.1.1.1', '10.0.0.256', '127.0.0', '10.0.0.1.5', '10..0.1', '10.0.0.-1', '10.0.0.1a', '1000.0.0.1', '', '10.0.0.0x1'])(
    'rejects malformed address %j',
    (host) => {
      expect(isDevelopmentHost(host)).toBe(false);
    },
  );
});

describe('runModeForHost', () => {
  it('runs the demo on development hosts and live elsewhere', () => {
    expect(runModeForHost('localhost')).toBe('demo');
    expect(runModeForHost('192.168.1.10')).toBe('demo');
    expect(runModeForHost('app.localhost')).toBe('live');
    expect(runModeForHost('example.com')).toBe('live');
  });
});
