// Which addresses from content may become links: http(s) and mailto only, normalised.
import { safeHref } from '@/lib/safe-href'

describe('safeHref', () => {
  it('keeps http, https and mailto addresses, normalised', () => {
    expect(safeHref('https://www.instagram.com/theruumafrica')).toBe(
      'https://www.instagram.com/theruumafrica',
    )
    expect(safeHref('http://example.com/a?b=1#c')).toBe('http://example.com/a?b=1#c')
    expect(safeHref('HTTPS://Example.COM')).toBe('https://example.com/')
    expect(safeHref('  https://example.com/x ')).toBe('https://example.com/x')
    expect(safeHref('mailto:hello@theruum.africa')).toBe('mailto:hello@theruum.africa')
    expect(safeHref('MailTo:hello@theruum.africa')).toBe('mailto:hello@theruum.africa')
  })

  it('refuses every other scheme, however it is disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      '\u0000javascript:alert(1)',
      '\u001fjavascript:alert(1)',
      '\tjava\nscript:alert(1)',
      'java\rscript:alert(1)',
      'javascript://example.com/%0aalert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'DATA:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com/',
      'tel:+233000000',
    ]) {
      expect(safeHref(href), JSON.stringify(href)).toBeUndefined()
    }
  })

  it('refuses what is not an absolute address', () => {
    for (const href of [undefined, null, '', '   ', '/stories', '//evil.example', 'example.com']) {
      expect(safeHref(href), JSON.stringify(href)).toBeUndefined()
    }
  })
})
