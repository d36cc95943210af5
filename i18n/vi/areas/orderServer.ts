import type { orderServer as english } from '../../en/areas/orderServer';
import type { SameKeys } from '../../sameKeys';

export const orderServer: SameKeys<typeof english> = {
  ordersNotAllowed: 'Thao tác này không áp dụng được ở đây cho các đơn hàng: %{codes}.',
  ordersOfSeveralCustomers:
    'Một kiện hàng chỉ chứa đơn của một khách hàng; các đơn sau thuộc khách hàng khác: %{codes}.',
  packageNotFound: 'Không có kiện hàng nào mang mã %{code}.',
  notInPackage: 'Kiện hàng %{code} không chứa đơn hàng %{order}.',
  alreadyInPackage: 'Kiện hàng %{code} đã chứa đơn hàng %{order}.',
  packageOfAnotherCustomer: 'Kiện hàng %{code} thuộc về khách hàng khác với đơn hàng %{order}.',
  documentNotFound: 'Đơn hàng không có chứng từ này. Có thể chứng từ đã bị xóa.',
  detailNotFound: 'Đơn hàng không có dòng sản phẩm này.',
  statusHasOwnAction: 'Trạng thái này được đặt bằng thao tác riêng (%{action}).',
  multipartExpected: 'Lệnh này nhận một biểu mẫu multipart (kèm tệp).',
  purchaseEmail: {
    subject: 'Kago: đơn hàng %{code} của quý khách đã được mua',
    body: 'Kính gửi %{customer},\n\nChúng tôi đã mua đơn hàng %{code} (%{title}) cho quý khách.\nMã đơn trên sàn: %{orderNumber}\n\nSản phẩm:\n%{items}\n\nTổng cộng: %{total}\n\nCảm ơn quý khách đã mua hàng cùng Kago.',
  },
};
