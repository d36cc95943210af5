/**
 * Runtime configuration, read once from `/config.json` so that one build serves every environment.
 * The server writes it from its environment; the defaults below are the embedded single-port setup.
 */
import { defaultRuntimeConfig, type RuntimeConfig } from '../contract/runtimeConfig';

export { defaultRuntimeConfig, defaultScope, type RuntimeConfig } from '../contract/runtimeConfig';

let loaded: RuntimeConfig | null = null;

/** Loads `/config.json` once; falls back to the defaults for this origin when it is absent. */
export const loadRuntimeConfig = async (): Promise<RuntimeConfig> => {
  if (loaded) return loaded;
  const defaults = defaultRuntimeConfig(window.location.origin);
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    loaded = response.ok ? { ...defaults, ...((await response.json()) as Partial<RuntimeConfig>) } : defaults;
  } catch {
    loaded = defaults;
  }
  return loaded;
};

/** The configuration loaded at start-up (main.tsx awaits `loadRuntimeConfig` before rendering). */
export const runtimeConfig = (): RuntimeConfig => {
  if (!loaded) throw new Error('Runtime configuration read before it was loaded');
  return loaded;
};

/** For tests: set the configuration without fetching it. */
export const setRuntimeConfig = (config: RuntimeConfig) => {
  loaded = config;
};
