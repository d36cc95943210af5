import type { releaseNoteServer as english } from '../../en/areas/releaseNoteServer';
import type { SameKeys } from '../../sameKeys';

/** Máy chủ nói gì về phiếu xuất kho (server/releaseNotes/rules.ts) và nội dung phiếu in (pdf.ts). */
export const releaseNoteServer: SameKeys<typeof english> = {
  noPackages: 'Hãy nhập ít nhất một kiện cần xuất',
  noNewPackages: 'Hãy nhập các kiện cần thêm vào phiếu',
  tooManyPackages: 'Một phiếu có tối đa %{max} kiện',
  packagesNotFound: 'Không có kiện nào mang mã %{codes}',
  packagesNotInStorage: 'Kiện không ở trong kho nên không xuất được: %{codes}',
  packagesOfSeveralCustomers: 'Các kiện thuộc nhiều khách hàng: mỗi phiếu chỉ cho một khách hàng',
  packagesOfAnotherCustomer: 'Không phải kiện của khách hàng %{customer}: %{codes}',
  packagesStayReleased: 'Kiện đã xuất phải ở lại phiếu của nó: %{codes}',
  carrierRequired: 'Phiếu xuất cho hãng vận chuyển phải ghi tên hãng',
  pdf: {
    title: 'Phiếu xuất kho',
    orders: 'Đơn hàng',
    total: 'Số kiện đã xuất: %{count}',
    warehouseSignature: 'Người xuất (kho)',
    receiverSignature: 'Người nhận',
  },
};
