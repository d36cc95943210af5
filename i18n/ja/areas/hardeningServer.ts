import type { hardeningServer as english } from '../../en/areas/hardeningServer';
import type { SameKeys } from '../../sameKeys';

export const hardeningServer: SameKeys<typeof english> = {
  controlCharacters: '%{field}に制御文字を含めることはできません',
  outOfRange: 'リクエスト内の数値が許容範囲外です。',
  invalidText: 'リクエストに使用できない文字または値が含まれています。',
  loginThrottled: 'サインインの失敗が多すぎます。%{minutes}分後にもう一度お試しください。',
  exportBusy: 'ほかのエクスポートを作成中です。しばらくしてからもう一度お試しください。',
};
