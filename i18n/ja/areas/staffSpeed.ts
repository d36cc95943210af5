/** キーボードショートカット（`kago.shortcuts`）と一覧の表示設定（`kago.listShape`）。 */
export const shortcuts = {
  title: 'キーボードショートカット',
  groups: {
    everywhere: 'すべての画面',
    lists: '一覧',
    order: '注文',
  },
  keys: {
    help: 'このショートカット一覧を表示',
    close: 'ダイアログまたはこの一覧を閉じる',
    edit: '編集（一覧では選択中の行、詳細ではそのレコード）。編集できる画面のみ',
    search: '一覧の検索欄へ移動（Esc で検索欄を離れる）',
    down: '次の行／前の行へ移動',
    open: '行を開く',
    select: '行を選択／選択解除（一括操作用）',
    nextOrder: '一覧の前／次の注文（絞り込みと並び順を保持）',
    nextStep: '注文の次の手順（購入、次の状態へ、キャンセルの実行）',
    addTracking: '追跡番号を追加（購入済みの注文）',
    cancelOrder: '注文をキャンセル',
  },
  rowCursor: '%{rows} 行中 %{row} 行目',
  previousOrder: '前の注文',
  nextOrder: '次の注文',
  trail: '一覧の %{position} 件目の注文',
};

export const listShape = {
  /** The header of a list's column of row actions (named for the column chooser too). */
  rowActions: '操作',
  density: '行の密度',
  compact: '行を詰める',
  comfortable: '行をゆったり',
};
