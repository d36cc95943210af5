import type { hardeningServer as english } from '../../en/areas/hardeningServer';
import type { SameKeys } from '../../sameKeys';

export const hardeningServer: SameKeys<typeof english> = {
  controlCharacters: '%{field} không được chứa ký tự điều khiển',
  outOfRange: 'Một giá trị số trong yêu cầu nằm ngoài phạm vi cho phép.',
  invalidText: 'Yêu cầu chứa ký tự hoặc giá trị không được phép.',
  loginThrottled: 'Đăng nhập sai quá nhiều lần. Vui lòng thử lại sau %{minutes} phút.',
  exportBusy: 'Đang có các yêu cầu xuất dữ liệu khác. Vui lòng thử lại sau ít phút.',
  preferenceTooLarge: 'Thiết lập danh sách này quá lớn để lưu (tối đa %{max} kB).',
  tooManyPreferences:
    'Đã lưu quá nhiều thiết lập danh sách (tối đa %{max}). Hãy đặt lại một số danh sách trước.',
  multipartInvalid: 'Không đọc được biểu mẫu: dữ liệu bị thiếu hoặc sai định dạng. Vui lòng gửi lại.',
  multipartTooLarge: 'Biểu mẫu có quá nhiều trường hoặc tệp, hoặc có tệp quá lớn.',
  invalidUtf8: 'Yêu cầu không phải văn bản UTF-8 hợp lệ.',
};
