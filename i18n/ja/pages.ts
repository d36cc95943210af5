import type { pages as englishPages } from '../en/pages';
import type { SameKeys } from '../sameKeys';

/** The start-up pages' texts (i18n/en/pages.ts). */
export const pages: SameKeys<typeof englishPages> = {
  notFound: 'ページが見つかりません',
  notFoundText: 'お探しのページは存在しないか、移動した可能性があります。',
  serverError: 'サーバーエラー',
  serverErrorText: 'サーバーで問題が発生しました。しばらくしてから再度お試しください。',
  loading: '読み込み中...',
  loadingFailed: '読み込みに失敗しました。再読み込みしてください。',
  reload: '再読み込み',
  home: 'ホーム',
};
