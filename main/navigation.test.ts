// The window shows only the local studio; the web opens in the OS browser; nothing else loads.
import { describe, expect, it } from 'vitest';
import { decideNavigation, decideWindowOpen, isLoopback, isTrustedSender } from './navigation.ts';

const site = 'http://127.0.0.1:7433';

describe('navigation', () => {
  it('allows the studio itself, sends the web to the browser, refuses the rest', () => {
    expect(decideNavigation('http://127.0.0.1:7433/#/books/1', site)).toBe('allow');
    expect(decideNavigation('https://example.org/help', site)).toBe('external');
    expect(decideNavigation('mailto:a@b.c', site)).toBe('external');
    expect(decideNavigation('http://localhost:7433/', site)).toBe('deny');
    expect(decideNavigation('http://127.0.0.1:8080/', site)).toBe('deny');
    expect(decideNavigation('http://[::1]:7433/', site)).toBe('deny');
    expect(decideNavigation('file:///etc/passwd', site)).toBe('deny');
    expect(decideNavigation('javascript:alert(1)', site)).toBe('deny');
    expect(decideNavigation('not a url', site)).toBe('deny');
    expect(decideNavigation('https://127.0.0.1.evil.example/', site)).toBe('external');
  });

  it('turns new windows into downloads of studio files or browser tabs, never Electron windows', () => {
    expect(decideWindowOpen(`${site}/files/abc.def`, site)).toBe('download');
    expect(decideWindowOpen(`${site}/#/books`, site)).toBe('deny');
    expect(decideWindowOpen('https://example.org/', site)).toBe('external');
  });

  it('knows loopback names and trusts only the studio page for IPC', () => {
    expect(['localhost', 'a.localhost', '127.0.0.2', '[::1]', '0.0.0.0'].every(isLoopback)).toBe(true);
    expect(isLoopback('example.com')).toBe(false);
    expect(isTrustedSender(`${site}/`, site)).toBe(true);
    expect(isTrustedSender('https://example.org/', site)).toBe(false);
    expect(isTrustedSender(undefined, site)).toBe(false);
  });
});
