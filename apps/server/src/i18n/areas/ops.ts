import { defineMessages } from '../define.js';

/** Staff changes to an order's money (`modules/order/operations.money.ts`). */
export const ops = defineMessages(
  {
    'ops.noReceiptToReject': 'This order has no transfer receipt waiting for verification',
    'ops.adjustAfterShipping': 'The price can only be adjusted before the order ships',
    'ops.adjustMoneyTaken':
      'The money of this order is already taken (paid, by wallet or on credit), so its price can no longer be adjusted',
    'ops.adjustBelowZero': 'The adjustment would bring the amount to pay below zero',
    'ops.date': 'Enter a date as YYYY-MM-DD',
    'ops.noCertificationRequest': 'This customer has no certification request waiting for review',
    'ops.currencyCode': 'Choose a currency the shop sells in',
    'ops.settlementOverDebt': 'The settlement is larger than what the customer owes in this currency',
    'ops.idempotencyKeyReused': 'This Idempotency-Key was already used for a different credit movement',
  },
  {
    'zh-CN': {
      'ops.noReceiptToReject': '该订单没有待核实的转账凭证',
      'ops.adjustAfterShipping': '只能在订单发货前调整价格',
      'ops.adjustMoneyTaken': '该订单的款项已收取（已支付、钱包或赊账），不能再调整价格',
      'ops.adjustBelowZero': '调整后应付金额将低于零',
      'ops.noCertificationRequest': '该顾客没有待审核的认证申请',
      'ops.currencyCode': '请选择本店销售使用的币种',
      'ops.settlementOverDebt': '结算金额超过该顾客在此币种下的欠款',
      'ops.idempotencyKeyReused': '此 Idempotency-Key 已用于另一笔信用额度变动',
      'ops.date': '请按 YYYY-MM-DD 格式输入日期',
    },
    'vi-VN': {
      'ops.noReceiptToReject': 'Đơn hàng này không có biên lai chuyển khoản nào đang chờ xác minh',
      'ops.adjustAfterShipping': 'Chỉ có thể điều chỉnh giá trước khi giao đơn hàng',
      'ops.adjustMoneyTaken':
        'Tiền của đơn hàng này đã được thu (đã thanh toán, bằng ví hoặc ghi nợ), nên không thể điều chỉnh giá nữa',
      'ops.adjustBelowZero': 'Điều chỉnh này sẽ làm số tiền phải trả nhỏ hơn 0',
      'ops.noCertificationRequest': 'Khách hàng này không có yêu cầu xác thực nào đang chờ duyệt',
      'ops.currencyCode': 'Hãy chọn một loại tiền mà cửa hàng đang bán',
      'ops.settlementOverDebt': 'Khoản thanh toán lớn hơn số tiền khách hàng đang nợ bằng loại tiền này',
      'ops.idempotencyKeyReused': 'Idempotency-Key này đã được dùng cho một khoản ghi nợ tín dụng khác',
      'ops.date': 'Nhập ngày theo dạng YYYY-MM-DD',
    },
    'th-TH': {
      'ops.noReceiptToReject': 'คำสั่งซื้อนี้ไม่มีสลิปโอนเงินที่รอการตรวจสอบ',
      'ops.adjustAfterShipping': 'ปรับราคาได้เฉพาะก่อนจัดส่งคำสั่งซื้อเท่านั้น',
      'ops.adjustMoneyTaken': 'รับเงินของคำสั่งซื้อนี้แล้ว (ชำระแล้ว ผ่านวอลเล็ต หรือเครดิต) จึงปรับราคาไม่ได้อีก',
      'ops.adjustBelowZero': 'การปรับนี้จะทำให้ยอดที่ต้องชำระต่ำกว่าศูนย์',
      'ops.noCertificationRequest': 'ลูกค้ารายนี้ไม่มีคำขอรับรองที่รอการพิจารณา',
      'ops.currencyCode': 'โปรดเลือกสกุลเงินที่ร้านใช้ขาย',
      'ops.settlementOverDebt': 'ยอดชำระมากกว่ายอดที่ลูกค้าค้างอยู่ในสกุลเงินนี้',
      'ops.idempotencyKeyReused': 'Idempotency-Key นี้ถูกใช้กับรายการเครดิตอื่นแล้ว',
      'ops.date': 'กรอกวันที่ในรูปแบบ YYYY-MM-DD',
    },
    'lo-LA': {
      'ops.noReceiptToReject': 'ຄຳສັ່ງຊື້ນີ້ບໍ່ມີໃບໂອນເງິນທີ່ລໍຖ້າການກວດສອບ',
      'ops.adjustAfterShipping': 'ປັບລາຄາໄດ້ສະເພາະກ່ອນສົ່ງຄຳສັ່ງຊື້ເທົ່ານັ້ນ',
      'ops.adjustMoneyTaken': 'ໄດ້ຮັບເງິນຂອງຄຳສັ່ງຊື້ນີ້ແລ້ວ (ຈ່າຍແລ້ວ, ຜ່ານກະເປົາເງິນ ຫຼື ສິນເຊື່ອ) ຈຶ່ງປັບລາຄາບໍ່ໄດ້ອີກ',
      'ops.adjustBelowZero': 'ການປັບນີ້ຈະເຮັດໃຫ້ຍອດທີ່ຕ້ອງຈ່າຍຕ່ຳກວ່າສູນ',
      'ops.noCertificationRequest': 'ລູກຄ້ານີ້ບໍ່ມີຄຳຮ້ອງຂໍການຢັ້ງຢືນທີ່ລໍຖ້າການພິຈາລະນາ',
      'ops.currencyCode': 'ກະລຸນາເລືອກສະກຸນເງິນທີ່ຮ້ານໃຊ້ຂາຍ',
      'ops.settlementOverDebt': 'ຍອດຊຳລະຫຼາຍກວ່າຍອດທີ່ລູກຄ້າຕິດໜີ້ໃນສະກຸນເງິນນີ້',
      'ops.idempotencyKeyReused': 'Idempotency-Key ນີ້ຖືກໃຊ້ກັບລາຍການເຄຣດິດອື່ນແລ້ວ',
      'ops.date': 'ປ້ອນວັນທີໃນຮູບແບບ YYYY-MM-DD',
    },
    'fil-PH': {
      'ops.noReceiptToReject': 'Walang resibo ng bank transfer ang order na ito na naghihintay ng beripikasyon',
      'ops.adjustAfterShipping': 'Maaari lamang baguhin ang presyo bago maipadala ang order',
      'ops.adjustMoneyTaken':
        'Natanggap na ang bayad ng order na ito (bayad na, sa wallet o sa credit), kaya hindi na mababago ang presyo',
      'ops.adjustBelowZero': 'Magiging mas mababa sa zero ang babayaran dahil sa adjustment na ito',
      'ops.noCertificationRequest': 'Walang request ng sertipikasyon ang customer na ito na naghihintay ng pagsusuri',
      'ops.currencyCode': 'Pumili ng currency na ginagamit ng tindahan',
      'ops.settlementOverDebt': 'Mas malaki ang bayad kaysa sa utang ng customer sa currency na ito',
      'ops.idempotencyKeyReused': 'Nagamit na ang Idempotency-Key na ito sa ibang galaw ng credit',
      'ops.date': 'Ilagay ang petsa bilang YYYY-MM-DD',
    },
  },
);
