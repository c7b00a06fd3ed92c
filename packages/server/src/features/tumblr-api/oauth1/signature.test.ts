import { describe, expect, it } from 'vitest';
import {
  authorizationParams,
  baseStringUri,
  formPairs,
  hmacSha1,
  percentEncode,
  signatureBaseString,
} from './signature.js';

describe('OAuth 1.0a signatures', () => {
  it('builds RFC 5849’s example base string (§3.4.1.1) from header, query and form body', () => {
    const header = `OAuth realm="Example", oauth_consumer_key="9djdj82h48djs9d2", oauth_token="kkk9d7dh3k39sjv7",
      oauth_signature_method="HMAC-SHA1", oauth_timestamp="137131201", oauth_nonce="7d8f3e4a",
      oauth_signature="bYT5CMsGcbgUdFHObYMEfcx6bsw%3D"`;
    const params = [
      ...(authorizationParams(header) ?? []),
      ...formPairs('b5=%3D%253D&a3=a&c%40=&a2=r%20b'),
      ...formPairs('c2&a3=2+q'),
    ];
    expect(signatureBaseString('post', baseStringUri('http://EXAMPLE.COM:80', '/request'), params)).toBe(
      'POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D%26oauth_consumer_key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7',
    );
  });

  it('signs a well-known request to the same HMAC-SHA1 signature as other implementations', () => {
    const params = [
      ['status', 'Hello Ladies + Gentlemen, a signed OAuth request!'],
      ['include_entities', 'true'],
      ['oauth_consumer_key', 'xvz1evFS4wEEPTGEFPHBog'],
      ['oauth_nonce', 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg'],
      ['oauth_signature_method', 'HMAC-SHA1'],
      ['oauth_timestamp', '1318622958'],
      ['oauth_token', '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb'],
      ['oauth_version', '1.0'],
    ] as const;
    const base = signatureBaseString(
      'POST',
      baseStringUri('https://api.twitter.com', '/1.1/statuses/update.json'),
      params,
    );
    expect(
      hmacSha1(
        base,
        'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
        'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
      ),
    ).toBe('hCtSmYh+iHYCEqBWrE7C7hYmtUk=');
  });

  it('keeps a port that is not the default, and drops one that is', () => {
    expect(baseStringUri('https://example.com:443', '/v2/user/info')).toBe(
      'https://example.com/v2/user/info',
    );
    expect(baseStringUri('https://Example.com:8443', '/v2/user/info')).toBe(
      'https://example.com:8443/v2/user/info',
    );
  });

  it('encodes as RFC 3986 asks, and reads no other Authorization scheme', () => {
    expect(percentEncode("a b!*'()~")).toBe('a%20b%21%2A%27%28%29~');
    expect(authorizationParams('Bearer abc')).toBeNull();
  });
});
