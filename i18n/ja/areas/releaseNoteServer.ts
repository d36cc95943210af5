import type { releaseNoteServer as english } from '../../en/areas/releaseNoteServer';
import type { SameKeys } from '../../sameKeys';

/** 出庫伝票についてサーバーが返す文（server/releaseNotes/rules.ts）と印刷される伝票の文（pdf.ts）。 */
export const releaseNoteServer: SameKeys<typeof english> = {
  noPackages: '出庫する荷物を 1 つ以上入力してください',
  noNewPackages: 'この伝票に追加する荷物を入力してください',
  tooManyPackages: '1 枚の伝票の荷物は %{max} 個までです',
  packagesNotFound: 'コード %{codes} の荷物はありません',
  packagesNotInStorage: '倉庫にないため出庫できません: %{codes}',
  packagesOfSeveralCustomers: '荷物が複数の顧客のものです。1 枚の伝票は 1 人の顧客用です',
  packagesOfAnotherCustomer: '顧客 %{customer} の荷物ではありません: %{codes}',
  packagesStayReleased: '出庫済みの荷物は伝票から外せません: %{codes}',
  carrierRequired: '配送業者への伝票には配送業者を入力してください',
  pdf: {
    title: '出庫伝票',
    orders: '注文',
    total: '出庫した荷物: %{count} 個',
    warehouseSignature: '出庫担当（倉庫）',
    receiverSignature: '受取人',
  },
};
