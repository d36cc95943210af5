import type { notificationLabels as english } from '../en/notifications';
import type { SameKeys } from '../sameKeys';

export const notificationLabels: SameKeys<typeof english> = {
  name: 'Thông báo |||| Thông báo',
  fields: {
    type: 'Loại',
    customerId: 'Khách hàng',
    title: 'Tiêu đề',
    link: 'Liên kết',
    subject: 'Chủ đề',
    cc: 'Cc',
    bcc: 'Bcc',
    body: 'Nội dung',
    refCode: 'Liên quan (mã tham chiếu)',
    status: 'Trạng thái',
    createdBy: 'Người gửi',
    createdAt: 'Thời gian gửi',
  },
  choices: {
    type: { web: 'Trang web', email: 'Thư điện tử', app: 'Ứng dụng' },
    status: {
      read: 'Đã đọc',
      unread: 'Chưa đọc',
      sent: 'Đã gửi',
      unsent: 'Chưa gửi',
      sendFailed: 'Gửi thất bại',
      denied: 'Bị từ chối',
    },
  },
};
