import type { hardeningServer as english } from '../../en/areas/hardeningServer';
import type { SameKeys } from '../../sameKeys';

export const hardeningServer: SameKeys<typeof english> = {
  controlCharacters: '%{field}に制御文字を含めることはできません',
  outOfRange: 'リクエスト内の数値が許容範囲外です。',
  invalidText: 'リクエストに使用できない文字または値が含まれています。',
  loginThrottled: 'サインインの失敗が多すぎます。%{minutes}分後にもう一度お試しください。',
  exportBusy: 'ほかのエクスポートを作成中です。しばらくしてからもう一度お試しください。',
  preferenceTooLarge: 'この一覧の設定は大きすぎて保存できません（最大 %{max} kB）。',
  tooManyPreferences:
    '保存されている一覧の設定が多すぎます（最大 %{max} 件）。先にいくつかの一覧をリセットしてください。',
  multipartInvalid:
    'フォームを読み取れませんでした。内容が不完全か形式が正しくありません。もう一度送信してください。',
  multipartTooLarge: 'フォームの項目やファイルが多すぎるか、ファイルが大きすぎます。',
  invalidUtf8: 'リクエストが正しい UTF-8 のテキストではありません。',
};
