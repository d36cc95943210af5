// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unregisterServiceWorkers } from '../../src/startup';

describe('service workers at start (src/main.tsx calls this before rendering)', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('unregisters every service worker a former version registered', async () => {
    const registrations = [{ unregister: vi.fn(async () => true) }, { unregister: vi.fn(async () => true) }];
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistrations: async () => registrations },
    });
    await unregisterServiceWorkers();
    expect(registrations.map((registration) => registration.unregister.mock.calls.length)).toEqual([1, 1]);
  });

  it('does nothing where the browser has no service workers', async () => {
    await expect(unregisterServiceWorkers()).resolves.toBeUndefined();
  });
});
