import { expect } from 'chai';
import fc from 'fast-check';
import { normaliseLink } from '../../../src/domain/import/normalise-link.js';
import { DomainError } from '../../../src/domain/shared/domain-error.js';

describe('normaliseLink', () => {
  const cases: Array<[string, string, string]> = [
    ['lower-cases scheme and host, keeps path case', 'HTTPS://Example.COM/Trips/Kyoto', 'https://example.com/Trips/Kyoto'],
    ['drops the default http port', 'http://example.com:80/a', 'http://example.com/a'],
    ['drops the default https port', 'https://example.com:443/a', 'https://example.com/a'],
    ['keeps another port', 'https://example.com:8443/a', 'https://example.com:8443/a'],
    ['drops the fragment', 'https://example.com/a#day-2', 'https://example.com/a'],
    ['drops a trailing dot of the host', 'https://example.com./a', 'https://example.com/a'],
    ['adds the root path', 'https://example.com', 'https://example.com/'],
    ['drops utm_* parameters', 'https://example.com/a?utm_source=x&utm_Medium=y&UTM_campaign=z', 'https://example.com/a'],
    ['drops click ids', 'https://example.com/a?fbclid=1&gclid=2&msclkid=3&igshid=4', 'https://example.com/a'],
    ['drops si, feature and ref', 'https://example.com/a?si=1&feature=share&ref=home', 'https://example.com/a'],
    ['sorts what is left by name', 'https://example.com/a?z=1&utm_source=t&b=2&a=3', 'https://example.com/a?a=3&b=2&z=1'],
    ['keeps the original encoding of values', 'https://example.com/s?q=caf%C3%A9%20bar&a=x+y', 'https://example.com/s?a=x+y&q=caf%C3%A9%20bar'],
    ['keeps repeated parameters in value order', 'https://example.com/s?t=b&t=a', 'https://example.com/s?t=a&t=b'],
    ['drops an empty query', 'https://example.com/a?', 'https://example.com/a'],
    ['drops empty pairs', 'https://example.com/a?&&x=1&', 'https://example.com/a?x=1'],
    ['puts international hosts in punycode', 'https://Bücher.example/a', 'https://xn--bcher-kva.example/a'],
    ['folds youtu.be', 'https://youtu.be/dQw4w9WgXcQ?si=abc&t=42', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['folds shorts', 'https://youtube.com/shorts/dQw4w9WgXcQ?feature=share', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['folds m.youtube watch', 'http://m.youtube.com/watch?v=dQw4w9WgXcQ&list=PL1&index=2', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['folds embed and live', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['folds live', 'https://www.youtube.com/live/dQw4w9WgXcQ?feature=shared', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['leaves other YouTube pages alone but folds their host', 'https://m.youtube.com/@traveller/videos?utm_source=x', 'https://www.youtube.com/@traveller/videos'],
    ['does not fold a malformed video id', 'https://youtu.be/short', 'https://youtu.be/short'],
    ['drops TikTok sharing state', 'https://m.tiktok.com/@nomad/video/7301?is_from_webapp=1&sender_device=pc&lang=en', 'https://www.tiktok.com/@nomad/video/7301'],
    ['drops Instagram sharing state', 'https://instagram.com/reel/Cx1AbC/?igsh=MTc4&img_index=2', 'https://www.instagram.com/reel/Cx1AbC/'],
    ['folds regional Pinterest hosts', 'https://fr.pinterest.com/anna/lisbon-trip/?invite_code=9', 'https://www.pinterest.com/anna/lisbon-trip/'],
    ['folds Pinterest country domains', 'https://www.pinterest.co.uk/anna/lisbon-trip.rss', 'https://www.pinterest.com/anna/lisbon-trip.rss'],
    ['normalises an IPv4 written in hex', 'http://0x7f.1/', 'http://127.0.0.1/'],
    ['normalises an IPv4 written as one number', 'http://2130706433/', 'http://127.0.0.1/'],
  ];
  for (const [title, input, expected] of cases) {
    it(title, () => {
      expect(normaliseLink(input)).to.equal(expected);
    });
  }

  it('refuses schemes other than http and https with linkNotAllowed', () => {
    for (const link of ['ftp://example.com/a', 'file:///etc/passwd', 'javascript:alert(1)', 'data:text/html,hi', 'gopher://x/']) {
      expect(() => normaliseLink(link), link).to.throw(DomainError).with.property('code', 'linkNotAllowed');
    }
  });

  it('refuses links with credentials with linkNotAllowed', () => {
    expect(() => normaliseLink('https://user:pw@example.com/')).to.throw(DomainError).with.property('code', 'linkNotAllowed');
  });

  it('reports a string that is not an absolute URL as validationFailed', () => {
    for (const link of ['', 'example.com/a', '/relative', 'http://']) {
      expect(() => normaliseLink(link), link).to.throw(DomainError).with.property('code', 'validationFailed');
    }
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (link) => {
        const once = normaliseLink(link);
        expect(normaliseLink(once)).to.equal(once);
      }),
      { numRuns: 300 },
    );
  });

  it('does not depend on the order of parameters nor on added tracking parameters', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[a-z][a-z0-9]{0,6}$/), { maxLength: 5 }).filter((keys) => keys.every((k) => !k.startsWith('utm') && !['si', 'ref', 'pp', 'trk', 'spm'].includes(k))),
        fc.stringMatching(/^[a-z0-9]{1,8}$/),
        (keys, value) => {
          const pairs = keys.map((key) => `${key}=${value}`);
          const forward = normaliseLink(`https://example.com/p?${pairs.join('&')}`);
          const reversed = normaliseLink(`https://example.com/p?utm_source=x&${[...pairs].reverse().join('&')}&fbclid=y`);
          expect(reversed).to.equal(forward);
        },
      ),
      { numRuns: 200 },
    );
  });
});
