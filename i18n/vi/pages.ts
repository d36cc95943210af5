import type { pages as englishPages } from '../en/pages';
import type { SameKeys } from '../sameKeys';

/** The start-up pages' texts (i18n/en/pages.ts). */
export const pages: SameKeys<typeof englishPages> = {
  notFound: 'Không tìm thấy trang',
  notFoundText: 'Trang bạn yêu cầu không tồn tại hoặc đã được chuyển đi.',
  serverError: 'Lỗi máy chủ',
  serverErrorText: 'Máy chủ gặp sự cố. Vui lòng thử lại sau ít phút.',
  loading: 'Đang tải...',
  loadingFailed: 'Tải dữ liệu thất bại! Vui lòng tải lại trang.',
  reload: 'Tải lại',
  home: 'Trang chủ',
};
