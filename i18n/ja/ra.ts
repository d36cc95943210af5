import japanesePack from '@bicstone/ra-language-japanese';
import type { TranslationMessages } from 'ra-core';
import { mergeMessages } from '../mergeMessages';

// The pack is CommonJS: bundlers hand over `exports.default`, Node hands over `exports` itself.
const published: TranslationMessages =
  'ra' in japanesePack ? japanesePack : (japanesePack as unknown as { default: TranslationMessages }).default;

/**
 * The published pack predates react-admin 5's `recordRepresentation` and lacks three keys; these
 * lines add the keys and name the record where the English original does.
 */
const corrections = {
  ra: {
    page: {
      edit: '%{name} %{recordRepresentation}',
      show: '%{name} %{recordRepresentation}',
    },
    message: {
      bulk_update_content:
        '%{name} %{recordRepresentation}を更新しますか？ |||| 選択した %{smart_count}件のアイテムを更新しますか？',
      bulk_update_title: '%{name} %{recordRepresentation}を更新 |||| %{name} %{smart_count}件を更新',
      delete_content: 'この%{name}を削除しますか？',
      delete_title: '%{name} %{recordRepresentation}を削除',
    },
    navigation: {
      no_filtered_results: '現在の検索条件では%{name}が見つかりませんでした',
      no_results: '%{name}が見つかりませんでした',
    },
    sort: {
      sort_by: '%{field}を%{order}で並び替える',
    },
    validation: {
      unique: '他と重複しない値を入力してください',
    },
    guesser: {
      empty: {
        title: '表示するデータがありません',
        message: 'データプロバイダーを確認してください',
      },
    },
  },
};

/** react-admin's own messages in Japanese. */
export const ra = mergeMessages(published, corrections);
