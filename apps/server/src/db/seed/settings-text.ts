import type { Locale } from '@storefront/contract';

/** Reasons a customer can pick when cancelling an order, per locale. */
export const CANCEL_REASONS: Record<Locale, string[]> = {
  'en-US': [
    'I ordered by mistake',
    'I want to change the items or quantity',
    'I want to change the address or time',
    'Delivery takes too long',
    'I found a better price',
    'Other reason',
  ],
  'zh-CN': [
    '我下错单了',
    '我想修改商品或数量',
    '我想修改地址或时间',
    '配送时间太长',
    '我找到了更优惠的价格',
    '其他原因',
  ],
  'vi-VN': [
    'Tôi đặt nhầm',
    'Tôi muốn đổi sản phẩm hoặc số lượng',
    'Tôi muốn đổi địa chỉ hoặc thời gian',
    'Thời gian giao hàng quá lâu',
    'Tôi tìm được giá tốt hơn',
    'Lý do khác',
  ],
  'th-TH': ['สั่งซื้อผิด', 'ต้องการเปลี่ยนสินค้าหรือจำนวน', 'ต้องการเปลี่ยนที่อยู่หรือเวลา', 'จัดส่งนานเกินไป', 'พบราคาที่ดีกว่า', 'เหตุผลอื่น'],
  'lo-LA': ['ສັ່ງຊື້ຜິດ', 'ຕ້ອງການປ່ຽນສິນຄ້າ ຫຼື ຈຳນວນ', 'ຕ້ອງການປ່ຽນທີ່ຢູ່ ຫຼື ເວລາ', 'ການຈັດສົ່ງຊ້າເກີນໄປ', 'ພົບລາຄາທີ່ດີກວ່າ', 'ເຫດຜົນອື່ນ'],
  'fil-PH': [
    'Nagkamali ako ng order',
    'Gusto kong palitan ang mga item o dami',
    'Gusto kong palitan ang address o oras',
    'Masyadong matagal ang delivery',
    'Nakakita ako ng mas murang presyo',
    'Ibang dahilan',
  ],
};

/** The privacy agreement shown at /privacyAgreement and linked from SMS registration. */
export const PRIVACY_AGREEMENT: Record<Locale, string> = {
  'en-US': [
    'We collect your phone number, delivery addresses and orders only to deliver what you buy and to support you.',
    'Your position is used to find the nearest warehouse; it stays on your device unless you place an order.',
    'We never sell your data. You can ask us to correct or delete it at any time through customer service.',
    'Buyers of beer and wine must be at least 18 years old.',
  ].join('\n\n'),
  'zh-CN': [
    '我们仅为配送您购买的商品和为您提供服务而收集您的手机号码、收货地址和订单信息。',
    '您的位置用于查找最近的仓库；除非您下单，位置信息只保存在您的设备上。',
    '我们绝不出售您的数据。您可以随时通过客服要求更正或删除您的数据。',
    '购买啤酒和葡萄酒的顾客必须年满18周岁。',
  ].join('\n\n'),
  'vi-VN': [
    'Chúng tôi chỉ thu thập số điện thoại, địa chỉ giao hàng và đơn hàng của bạn để giao hàng và hỗ trợ bạn.',
    'Vị trí của bạn được dùng để tìm kho gần nhất; vị trí chỉ lưu trên thiết bị của bạn trừ khi bạn đặt hàng.',
    'Chúng tôi không bao giờ bán dữ liệu của bạn. Bạn có thể yêu cầu sửa hoặc xóa dữ liệu bất cứ lúc nào qua bộ phận chăm sóc khách hàng.',
    'Người mua bia và rượu vang phải từ 18 tuổi trở lên.',
  ].join('\n\n'),
  'th-TH': [
    'เราเก็บหมายเลขโทรศัพท์ ที่อยู่จัดส่ง และคำสั่งซื้อของคุณเพื่อจัดส่งสินค้าและให้บริการคุณเท่านั้น',
    'ตำแหน่งของคุณใช้เพื่อค้นหาคลังสินค้าที่ใกล้ที่สุด และจะอยู่ในอุปกรณ์ของคุณเว้นแต่คุณจะสั่งซื้อ',
    'เราไม่ขายข้อมูลของคุณ คุณสามารถขอแก้ไขหรือลบข้อมูลได้ตลอดเวลาผ่านฝ่ายบริการลูกค้า',
    'ผู้ซื้อเบียร์และไวน์ต้องมีอายุอย่างน้อย 18 ปี',
  ].join('\n\n'),
  'lo-LA': [
    'ພວກເຮົາເກັບເບີໂທລະສັບ, ທີ່ຢູ່ຈັດສົ່ງ ແລະ ຄຳສັ່ງຊື້ຂອງທ່ານ ເພື່ອຈັດສົ່ງສິນຄ້າ ແລະ ໃຫ້ບໍລິການທ່ານເທົ່ານັ້ນ.',
    'ຕຳແໜ່ງຂອງທ່ານໃຊ້ເພື່ອຊອກຫາສາງສິນຄ້າທີ່ໃກ້ທີ່ສຸດ; ມັນຢູ່ໃນອຸປະກອນຂອງທ່ານ ເວັ້ນເສຍແຕ່ທ່ານສັ່ງຊື້.',
    'ພວກເຮົາບໍ່ຂາຍຂໍ້ມູນຂອງທ່ານ. ທ່ານສາມາດຂໍໃຫ້ແກ້ໄຂ ຫຼື ລຶບຂໍ້ມູນໄດ້ທຸກເວລາຜ່ານຝ່າຍບໍລິການລູກຄ້າ.',
    'ຜູ້ຊື້ເບຍ ແລະ ເຫຼົ້າແວງຕ້ອງມີອາຍຸຢ່າງໜ້ອຍ 18 ປີ.',
  ].join('\n\n'),
  'fil-PH': [
    'Kinokolekta lamang namin ang iyong numero ng telepono, mga address ng delivery at mga order upang maihatid ang iyong binili at matulungan ka.',
    'Ginagamit ang iyong lokasyon para hanapin ang pinakamalapit na bodega; nananatili ito sa iyong device maliban kung mag-order ka.',
    'Hindi namin kailanman ibinebenta ang iyong data. Maaari mong hilingin na itama o burahin ito anumang oras sa customer service.',
    'Ang mga bumibili ng beer at alak ay dapat hindi bababa sa 18 taong gulang.',
  ].join('\n\n'),
};
