import { describe, expect, test } from '@jest/globals'
import { givenHttpsUrl } from '../../src/text/https-url.js'

describe('givenHttpsUrl keeps a link exactly as given', () => {
  test.each([
    'https://acme.mintlify.app',
    'https://acme-fix.mintlify.site',
    'https://acme.mintlify.app/',
    'https://ACME.mintlify.app/Docs?x=1#top',
    'HTTPS://acme.mintlify.app',
    'https://docs.acme.com:8443/a/../b',
    'https://[::1]/x',
    'https://acme.mintlify.app/%20a'
  ])('%s is kept as it is', url => expect(givenHttpsUrl(url)).toBe(url))

  test.each([
    // Not https, or with credentials.
    'http://acme.mintlify.app',
    'javascript:alert(1)',
    'https://u:p@acme.example',
    'https://u@acme.example',
    'https:acme.mintlify.app',
    'https:/acme.mintlify.app',
    // Parsers read these differently: the given text is not the link followed.
    'https:///acme.mintlify.app',
    'https://acme.mintlify.app\\@evil.example',
    'https://acme.mintlify.app\t.evil.example',
    'https://acme.mint\nlify.app',
    ' https://acme.mintlify.app',
    'https://acme.mintlify.app ',
    'https://%65vil.example',
    'https://acme.mintlify.app:443/',
    'https://xn--80ak6aa92e.com\u0000',
    'https://аcme.mintlify.app',
    'https://acme.mintlify.app/\u202e',
    // Not a URL at all.
    'https://',
    'https://[::1',
    '',
    7,
    undefined,
    null
  ])('%j is no link', value => expect(givenHttpsUrl(value)).toBeUndefined())
})
