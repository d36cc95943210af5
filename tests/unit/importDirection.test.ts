import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import-direction rule of eslint.config.js, on code placed where it would be. */
const restrictedImports = async (filePath: string, code: string) => {
  const [result] = await new ESLint().lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports');
};

describe('import direction between top-level folders', () => {
  it('keeps the browser app out of the server', async () => {
    expect(
      await restrictedImports('server/x.ts', "export { a } from '../dataProvider/customers';\n"),
    ).toHaveLength(1);
    expect(
      await restrictedImports('server/orders/x.ts', "export { a } from '../../src/icons';\n"),
    ).toHaveLength(1);
    expect(
      await restrictedImports('server/x.ts', "export { a } from '../contract/customers';\n"),
    ).toHaveLength(0);
  });

  it('keeps the server out of the browser', async () => {
    expect(
      await restrictedImports('authProvider/x.ts', "export { a } from '../server/auth/rights';\n"),
    ).toHaveLength(1);
    expect(
      await restrictedImports('src/a/x.ts', "export { a } from '../../resources/access';\n"),
    ).toHaveLength(0);
  });

  it('keeps contract/ and resources/ pure', async () => {
    expect(
      await restrictedImports('resources/x.ts', "export { a } from '../dataProvider/paths';\n"),
    ).toHaveLength(1);
    expect(await restrictedImports('contract/x.ts', "export { useState } from 'react';\n")).toHaveLength(1);
  });

  it('keeps the layers one way: resources under contract and i18n, authProvider under dataProvider under src', async () => {
    // The declarations import no other folder; what is shared reads the declarations.
    expect(
      await restrictedImports('resources/x.ts', "export { a } from '../contract/customers';\n"),
    ).toHaveLength(1);
    expect(
      await restrictedImports('resources/orders/x.ts', "export { a } from '../../i18n/vi';\n"),
    ).toHaveLength(1);
    expect(
      await restrictedImports('contract/x.ts', "export { a } from '../resources/orders/index';\n"),
    ).toHaveLength(0);
    expect(await restrictedImports('i18n/x.ts', "export { a } from '../contract/access';\n")).toHaveLength(1);
    // The sign-in is the lowest browser layer, the data provider above it, the screens on top.
    expect(
      await restrictedImports('authProvider/x.ts', "export { a } from '../src/public/PublicApp';\n"),
    ).toHaveLength(1);
    expect(
      await restrictedImports('authProvider/x.ts', "export { a } from '../dataProvider/httpClient';\n"),
    ).toHaveLength(1);
    expect(
      await restrictedImports('authProvider/x.ts', "export { a } from '../contract/runtimeConfig';\n"),
    ).toHaveLength(0);
    expect(
      await restrictedImports('dataProvider/x.ts', "export { a } from '../src/kit/format';\n"),
    ).toHaveLength(1);
    expect(
      await restrictedImports('dataProvider/x.ts', "export { a } from '../authProvider/session';\n"),
    ).toHaveLength(0);
  });
});
