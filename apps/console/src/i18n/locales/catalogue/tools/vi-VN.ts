import type { catalogueToolsEnUS } from './en-US';

export const catalogueToolsViVN: typeof catalogueToolsEnUS = {
  nav: {
    label: 'Các trang danh mục hàng',
    products: 'Sản phẩm',
    categories: 'Danh mục',
    words: 'Từ tìm kiếm',
    transfer: 'Nhập và xuất',
  },
  categories: {
    title: 'Danh mục',
    lead: 'Menu của cửa hàng hiển thị cây này. Kéo một danh mục để đổi thứ tự hoặc chuyển vào danh mục khác; chọn một danh mục để đổi tên, đổi biểu tượng hoặc di chuyển bằng nút.',
    products: '{{count}} sản phẩm',
    addTop: 'Thêm danh mục cấp cao nhất',
    addBelow: 'Thêm danh mục bên dưới danh mục đã chọn',
    editTitle: 'Danh mục: {{name}}',
    addTitle: 'Danh mục mới trong {{parent}}',
    top: 'cấp cao nhất của cây',
    name: 'Tên',
    icon: 'Biểu tượng',
    noIcon: 'Không có biểu tượng',
    iconN: 'Biểu tượng {{n}}',
    save: 'Lưu danh mục',
    add: 'Thêm danh mục',
    move: 'Di chuyển',
    up: 'Lên trên',
    down: 'Xuống dưới',
    moveUnder: 'Chuyển vào bên dưới',
  },
};
