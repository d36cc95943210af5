import { describe, expect, it } from 'vitest';
import { areaDeclarations, resourceDeclarations } from '../../../resources';
import { actionIcons } from '../../../src/generators/actionIcons';

/** On a phone an action's button is its icon alone: the actions a screen offers must look different. */
describe('action icons', () => {
  const declarations = [...resourceDeclarations, ...areaDeclarations];
  const offered = declarations.flatMap((declaration) =>
    (declaration.actions ?? [])
      .filter((action) => action.places.length > 0)
      .map((action) => ({ resource: declaration.name, action })),
  );

  it('gives every offered action an icon that exists', () => {
    expect(offered.length).toBeGreaterThan(10);
    const missing = offered
      .filter(({ action }) => action.icon === undefined || !(action.icon in actionIcons))
      .map(({ resource, action }) => `${resource}.${action.name}: ${action.icon ?? 'none'}`);
    expect(missing).toEqual([]);
  });

  it('gives no two actions of one resource the same icon', () => {
    const clashes = declarations.flatMap((declaration) => {
      const icons = (declaration.actions ?? [])
        .filter((action) => action.places.length > 0)
        .map((a) => a.icon);
      return icons
        .filter((icon, index) => icons.indexOf(icon) !== index)
        .map((icon) => `${declaration.name}: ${icon}`);
    });
    expect(clashes).toEqual([]);
  });
});
