import type { eventLog as english } from '../../en/areas/eventLog';
import type { SameKeys } from '../../sameKeys';

export const eventLog: SameKeys<typeof english> = {
  partnerEvents: '%{code} のパートナーイベント',
  json: {
    copy: '%{name}をコピー',
    copied: '%{name}をコピーしました',
    copyFailed: 'ブラウザーがコピーを許可しませんでした',
    show: '%{name}を表示',
    hide: '%{name}を隠す',
    showAll: 'すべて表示 (%{size})',
    notJson: 'JSON ではありません: 受信したまま表示します',
    empty: 'なし',
  },
};
