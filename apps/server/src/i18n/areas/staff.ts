import { defineMessages } from '../define.js';

/** Staff roles and their separated duties: `plugins/auth.ts`, `modules/staff`. */
export const staff = defineMessages(
  {
    'staff.roleMissing': 'Your staff role does not allow this; it needs: {roles}',
    'staff.role.sales': 'sales',
    'staff.role.operations': 'operations',
    'staff.role.finance': 'finance',
    'staff.role.admin': 'admin',
    'staff.role.catalogue': 'catalogue',
    'staff.ownOrder': 'You placed this order, so another finance colleague must confirm or refund its money',
    'staff.rolesConflict':
      'Sales and finance cannot be held by the same person: whoever orders for a customer must not confirm that money',
    'staff.ownRoles': 'You cannot change your own roles; ask another admin',
    'staff.ownWarehouses': 'You cannot change your own warehouses; ask another admin',
    'staff.unknownWarehouse': 'There is no warehouse number {id}',
    'staff.warehousesNeedRole': 'Grant this member a staff role first, then choose their warehouses',
  },
  {
    'zh-CN': {
      'staff.roleMissing': '您的员工角色无权执行此操作，需要：{roles}',
      'staff.role.sales': '销售',
      'staff.role.operations': '运营',
      'staff.role.finance': '财务',
      'staff.role.admin': '管理员',
      'staff.role.catalogue': '商品管理',
      'staff.ownOrder': '此订单由您下单，其款项须由财务部的其他同事确认或退款',
      'staff.rolesConflict': '同一人不能同时担任销售和财务：为客户下单的人不得确认该笔款项',
      'staff.ownRoles': '您不能更改自己的角色，请联系其他管理员',
      'staff.ownWarehouses': '您不能更改自己负责的仓库，请联系其他管理员',
      'staff.unknownWarehouse': '不存在编号为 {id} 的仓库',
      'staff.warehousesNeedRole': '请先为该会员授予员工角色，再选择其负责的仓库',
    },
    'vi-VN': {
      'staff.roleMissing': 'Vai trò nhân viên của bạn không được phép làm việc này; cần vai trò: {roles}',
      'staff.role.sales': 'bán hàng',
      'staff.role.operations': 'vận hành',
      'staff.role.finance': 'tài chính',
      'staff.role.admin': 'quản trị',
      'staff.role.catalogue': 'danh mục hàng',
      'staff.ownOrder':
        'Bạn đã đặt đơn hàng này, nên một đồng nghiệp tài chính khác phải xác nhận hoặc hoàn tiền của đơn',
      'staff.rolesConflict':
        'Một người không thể giữ cả vai trò bán hàng và tài chính: người đặt hàng cho khách không được xác nhận khoản tiền đó',
      'staff.ownRoles': 'Bạn không thể tự thay đổi vai trò của mình; hãy nhờ một quản trị viên khác',
      'staff.ownWarehouses': 'Bạn không thể tự thay đổi kho mình phụ trách; hãy nhờ một quản trị viên khác',
      'staff.unknownWarehouse': 'Không có kho số {id}',
      'staff.warehousesNeedRole': 'Hãy cấp vai trò nhân viên cho thành viên này trước, rồi chọn kho họ phụ trách',
    },
    'th-TH': {
      'staff.roleMissing': 'บทบาทพนักงานของคุณไม่มีสิทธิ์ทำรายการนี้ ต้องเป็น: {roles}',
      'staff.role.sales': 'ฝ่ายขาย',
      'staff.role.operations': 'ฝ่ายปฏิบัติการ',
      'staff.role.finance': 'ฝ่ายการเงิน',
      'staff.role.admin': 'ผู้ดูแลระบบ',
      'staff.role.catalogue': 'ฝ่ายจัดการสินค้า',
      'staff.ownOrder': 'คุณเป็นผู้สั่งซื้อคำสั่งซื้อนี้ จึงต้องให้เพื่อนร่วมงานฝ่ายการเงินคนอื่นยืนยันหรือคืนเงิน',
      'staff.rolesConflict': 'บุคคลเดียวกันมีบทบาทฝ่ายขายและฝ่ายการเงินพร้อมกันไม่ได้ ผู้ที่สั่งซื้อแทนลูกค้าต้องไม่เป็นผู้ยืนยันเงินนั้น',
      'staff.ownRoles': 'คุณเปลี่ยนบทบาทของตัวเองไม่ได้ โปรดขอให้ผู้ดูแลระบบคนอื่นดำเนินการ',
      'staff.ownWarehouses': 'คุณเปลี่ยนคลังสินค้าที่ตัวเองดูแลไม่ได้ โปรดขอให้ผู้ดูแลระบบคนอื่นดำเนินการ',
      'staff.unknownWarehouse': 'ไม่มีคลังสินค้าหมายเลข {id}',
      'staff.warehousesNeedRole': 'โปรดมอบบทบาทพนักงานให้สมาชิกคนนี้ก่อน แล้วจึงเลือกคลังสินค้าที่ดูแล',
    },
    'lo-LA': {
      'staff.roleMissing': 'ບົດບາດພະນັກງານຂອງທ່ານບໍ່ມີສິດເຮັດສິ່ງນີ້; ຕ້ອງແມ່ນ: {roles}',
      'staff.role.sales': 'ຝ່າຍຂາຍ',
      'staff.role.operations': 'ຝ່າຍປະຕິບັດການ',
      'staff.role.finance': 'ຝ່າຍການເງິນ',
      'staff.role.admin': 'ຜູ້ເບິ່ງແຍງລະບົບ',
      'staff.role.catalogue': 'ຝ່າຍຈັດການສິນຄ້າ',
      'staff.ownOrder': 'ທ່ານເປັນຜູ້ສັ່ງຊື້ອໍເດີນີ້, ສະນັ້ນເພື່ອນຮ່ວມງານຝ່າຍການເງິນຄົນອື່ນຕ້ອງເປັນຜູ້ຢືນຢັນ ຫຼື ຄືນເງິນ',
      'staff.rolesConflict': 'ຄົນດຽວກັນບໍ່ສາມາດມີບົດບາດຝ່າຍຂາຍ ແລະ ຝ່າຍການເງິນພ້ອມກັນໄດ້: ຜູ້ທີ່ສັ່ງຊື້ແທນລູກຄ້າຕ້ອງບໍ່ຢືນຢັນເງິນນັ້ນ',
      'staff.ownRoles': 'ທ່ານບໍ່ສາມາດປ່ຽນບົດບາດຂອງຕົນເອງໄດ້; ກະລຸນາຂໍໃຫ້ຜູ້ເບິ່ງແຍງລະບົບຄົນອື່ນ',
      'staff.ownWarehouses': 'ທ່ານບໍ່ສາມາດປ່ຽນສາງທີ່ຕົນເອງຮັບຜິດຊອບໄດ້; ກະລຸນາຂໍໃຫ້ຜູ້ເບິ່ງແຍງລະບົບຄົນອື່ນ',
      'staff.unknownWarehouse': 'ບໍ່ມີສາງເລກທີ {id}',
      'staff.warehousesNeedRole': 'ກະລຸນາມອບບົດບາດພະນັກງານໃຫ້ສະມາຊິກຄົນນີ້ກ່ອນ, ແລ້ວຈຶ່ງເລືອກສາງທີ່ຮັບຜິດຊອບ',
    },
    'fil-PH': {
      'staff.roleMissing': 'Hindi ito pinapayagan ng iyong tungkulin bilang staff; kailangan ang: {roles}',
      'staff.role.sales': 'benta',
      'staff.role.operations': 'operasyon',
      'staff.role.finance': 'pananalapi',
      'staff.role.admin': 'tagapangasiwa',
      'staff.role.catalogue': 'katalogo',
      'staff.ownOrder':
        'Ikaw ang naglagay ng order na ito, kaya ibang kasamahan sa pananalapi ang dapat magkumpirma o mag-refund ng bayad nito',
      'staff.rolesConflict':
        'Hindi maaaring hawakan ng iisang tao ang benta at pananalapi: ang nag-order para sa customer ay hindi dapat magkumpirma ng bayad na iyon',
      'staff.ownRoles':
        'Hindi mo maaaring baguhin ang sarili mong mga tungkulin; humingi ng tulong sa ibang tagapangasiwa',
      'staff.ownWarehouses':
        'Hindi mo maaaring baguhin ang sarili mong mga bodega; humingi ng tulong sa ibang tagapangasiwa',
      'staff.unknownWarehouse': 'Walang bodega na may numerong {id}',
      'staff.warehousesNeedRole':
        'Bigyan muna ng tungkulin bilang staff ang miyembrong ito, saka piliin ang kanyang mga bodega',
    },
  },
);
