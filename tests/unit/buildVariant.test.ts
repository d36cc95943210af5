import type { ConfigEnv, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { buildVariants, productionFlags } from '../../src/buildVariant';
import viteConfig from '../../vite.config.ts';

const defineFor = (mode: string) => {
  const config = (viteConfig as (env: ConfigEnv) => UserConfig)({ mode, command: 'build' });
  return JSON.parse(String(config.define?.__BUILD_VARIANT__)) as string;
};

describe('build variants', () => {
  it('bakes the variant of `vite build --mode <variant>` into the bundle', () => {
    expect(buildVariants.map(defineFor)).toEqual(['development', 'staging', 'production']);
    // Any other mode (vitest's "test", a typo) builds as production, never as a lesser variant.
    expect(defineFor('test')).toBe('production');
  });

  it('has the seed production flags: false, false, true', () => {
    expect(buildVariants.map((variant) => productionFlags[variant])).toEqual([false, false, true]);
  });
});
