import { describe, expect, it } from 'vitest';
import { dateTime, describeDevice } from '../model/device';

const UA = {
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
  samsung: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  operaWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('describeDevice', () => {
  it.each([
    [UA.chromeLinux, 'Chrome on Linux'],
    [UA.headless, 'Chrome on Linux'],
    [UA.edgeWindows, 'Edge on Windows'],
    [UA.safariIphone, 'Safari on iPhone'],
    [UA.chromeIphone, 'Chrome on iPhone'],
    [UA.firefoxMac, 'Firefox on macOS'],
    [UA.chromeAndroid, 'Chrome on Android'],
    [UA.samsung, 'Samsung Internet on Android'],
    [UA.operaWindows, 'Opera on Windows'],
    [UA.chromebook, 'Chrome on ChromeOS'],
  ])('names %s as %s', (ua, expected) => {
    expect(describeDevice(ua)).toBe(expected);
  });

  it('keeps what it cannot name, shortened, and says when there is nothing', () => {
    expect(describeDevice('curl/8.5.0')).toBe('curl/8.5.0');
    expect(describeDevice(`MyApp/1.0 ${'x'.repeat(100)}`)).toHaveLength(60);
    expect(describeDevice(null)).toBe('Unknown browser');
    expect(describeDevice('  ')).toBe('Unknown browser');
  });
});

describe('dateTime', () => {
  it('writes the day, short month, year and the time of day', () => {
    const local = new Date(2026, 10, 25, 9, 7).toISOString();
    expect(dateTime(local)).toBe('25 Nov 2026, 09:07');
  });
});
