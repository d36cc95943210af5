import { describe, expect, it } from 'vitest';
import { catalogue, columnsOnDemand, field } from '../../../resources/fields';
import { areaDeclarations, resourceDeclarations, type ResourceDeclaration } from '../../../resources';
import { paymentDeclaration } from '../../../resources/payments';
import { lateReportDeclarations, purchaseReportDeclaration } from '../../../resources/reports';
import { transactionDeclaration } from '../../../resources/transactions';

const declarations: readonly ResourceDeclaration[] = [...resourceDeclarations, ...areaDeclarations];

describe("a list's columns and a phone's lines", () => {
  it("name only the declaration's own fields (a phone's line leaves out a name it does not know)", () => {
    const unknown = declarations.flatMap((declaration) =>
      [...(declaration.ui?.phoneLines?.primary ?? []), ...(declaration.ui?.phoneLines?.secondary ?? [])]
        .filter((source) => !declaration.fields.some((each) => each.source === source))
        .map((source) => `${declaration.name}.${source}`),
    );
    expect(unknown).toEqual([]);
  });

  it("give the payments, the transactions and every report's phone an amount and a status", () => {
    const withLines = [
      paymentDeclaration,
      transactionDeclaration,
      purchaseReportDeclaration,
      ...lateReportDeclarations,
    ];
    expect(withLines).toHaveLength(7);
    for (const declaration of withLines) {
      const shown = [
        ...(declaration.ui?.phoneLines?.primary ?? []),
        ...(declaration.ui?.phoneLines?.secondary ?? []),
      ];
      const types = shown.map((source) => declaration.fields.find((each) => each.source === source)?.type);
      expect(types, declaration.name).toContain('money');
      expect(shown, declaration.name).toContain('status');
    }
  });

  it("leave a catalogue's named columns, common or its own, for the columns button", () => {
    const declared = catalogue(
      'depot',
      'Store',
      [field('phone', 'phone'), field('note', 'text', { list: false })],
      {
        onDemand: ['displayOrder', 'phone', 'note'],
      },
    );
    const listed = (source: string) => declared.fields.find((each) => each.source === source)?.list;
    expect([listed('displayOrder'), listed('phone'), listed('note'), listed('code')]).toEqual([
      'onDemand',
      'onDemand',
      false,
      undefined,
    ]);
    expect(columnsOnDemand([field('a', 'text')], []).map((each) => each.list)).toEqual([undefined]);
  });
});
