import { describe, expect, it } from 'vitest';
import { areaDeclarations, resourceDeclarations } from '../../resources';
import { customerRules } from '../../server/customers/rules';
import { resourceRules } from '../../server/resourceRules';
import type { ResourceRules } from '../../server/resources/rules';

/**
 * A delete is undoable (sent when its toast has gone) unless its declaration asks first
 * (resources/types.ts `ui.deleteDialog`), which it must where the server's rules judge its deletes:
 * they may refuse it, or change other records, and an answer that came after the toast would
 * contradict what the screen showed. The declaration says it, the rules do it: they must agree.
 */
const rulesOf: Readonly<Record<string, ResourceRules>> = { ...resourceRules, ...customerRules };
const judged = (rules: ResourceRules | undefined) =>
  Boolean(rules?.deletes?.before ?? rules?.deletes?.after ?? rules?.operations?.deletes);

describe('delete modes', () => {
  const deletable = [...resourceDeclarations, ...areaDeclarations].filter(
    (declaration) => declaration.operations.deletes,
  );

  it('ask first exactly where the server rules judge the delete', () => {
    const asking = deletable.filter((declaration) => declaration.ui?.deleteDialog).map(({ name }) => name);
    const ruled = deletable.filter(({ name }) => judged(rulesOf[name])).map(({ name }) => name);
    expect(asking.sort()).toEqual(ruled.sort());
  });

  it('leave most deletes undoable: the catalogues have no delete rules', () => {
    const undoable = deletable.filter((declaration) => !declaration.ui?.deleteDialog).map(({ name }) => name);
    expect(undoable).toContain('bank');
    expect(undoable.length).toBeGreaterThan(30);
  });
});
