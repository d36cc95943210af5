/** Phím tắt (`kago.shortcuts`) và danh sách tùy chỉnh (`kago.listShape`). */
export const shortcuts = {
  title: 'Phím tắt',
  groups: {
    everywhere: 'Mọi màn hình',
    lists: 'Trong danh sách',
    order: 'Trong đơn hàng',
  },
  keys: {
    help: 'Hiện danh sách phím tắt này',
    close: 'Đóng hộp thoại hoặc bảng này',
    edit: 'Sửa (dòng trong danh sách, bản ghi trên trang của nó) nơi có chức năng sửa',
    search: 'Chuyển đến ô tìm kiếm của danh sách (Esc để rời ô)',
    down: 'Chuyển đến dòng tiếp theo / trước đó',
    open: 'Mở dòng',
    select: 'Chọn hoặc bỏ chọn dòng (cho thao tác hàng loạt)',
    nextOrder: 'Đơn trước / đơn tiếp theo của danh sách, giữ bộ lọc và thứ tự sắp xếp',
    nextStep: 'Bước tiếp theo của đơn (mua, chuyển tiếp, thực hiện hủy)',
    addTracking: 'Thêm mã vận đơn (đơn đã mua)',
    cancelOrder: 'Hủy đơn',
  },
  rowCursor: 'Dòng %{row} / %{rows}',
  previousOrder: 'Đơn trước',
  nextOrder: 'Đơn tiếp theo',
  trail: 'Đơn thứ %{position} của danh sách',
};

export const listShape = {
  /** The header of a list's column of row actions (named for the column chooser too). */
  rowActions: 'Thao tác',
  density: 'Mật độ dòng',
  compact: 'Dòng gọn',
  comfortable: 'Dòng thoáng',
};
