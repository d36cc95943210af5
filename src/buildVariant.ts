/** Which of the three builds this is: `vite build --mode development|staging|production`. */
export type BuildVariant = typeof __BUILD_VARIANT__;

export const buildVariants: readonly BuildVariant[] = ['development', 'staging', 'production'];

/** The seed's production flag per variant: false, false, true. */
export const productionFlags: Record<BuildVariant, boolean> = {
  development: false,
  staging: false,
  production: true,
};

export const buildVariant: BuildVariant = __BUILD_VARIANT__;

export const isProductionBuild = productionFlags[buildVariant];
