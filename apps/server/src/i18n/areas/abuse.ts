import { defineMessages } from '../define.js';

/** Abuse limits: what a buyer is told when a limit stops an order. */
export const abuse = defineMessages(
  {
    'abuse.tooManyOrdersFromHere': 'Too many orders from this network; please try again in {minutes} minutes',
    'abuse.tooManyUploadsFromHere': 'Too many pictures sent from this network; please try again in {minutes} minutes',
    'abuse.tooManyOrders': 'You have placed many orders in a short time; please try again in {minutes} minutes',
    'abuse.tooManyOpenOrders':
      'You already have {limit} orders waiting for payment or confirmation; please pay for or cancel one first',
    'abuse.tooManyUnits':
      'Your open orders may hold at most {limit} items together; you can order {left} more until they are paid or confirmed',
    'abuse.tooManyLines': 'An order can have at most {limit} different items',
    'abuse.skuUnitsFromHere':
      'Orders awaiting payment or confirmation from this network already hold {held} of “{name}”; at most {left} more can be ordered from here for now',
    'abuse.skuUnitsOpen':
      'Your open orders already hold {held} of “{name}”; you can order at most {left} more until they are paid or confirmed',
    'abuse.lineQuantity': 'You can order at most {limit} of “{name}” at once',
  },
  {
    'zh-CN': {
      'abuse.tooManyOrdersFromHere': '来自此网络的订单过多，请 {minutes} 分钟后再试',
      'abuse.tooManyUploadsFromHere': '来自此网络上传的图片过多，请 {minutes} 分钟后再试',
      'abuse.tooManyOrders': '您在短时间内下单过多，请 {minutes} 分钟后再试',
      'abuse.tooManyOpenOrders': '您已有 {limit} 个订单在等待付款或确认，请先支付或取消其中一个',
      'abuse.tooManyUnits': '您未完成的订单合计最多可保留 {limit} 件商品；在付款或确认之前，您还可以再订 {left} 件',
      'abuse.tooManyLines': '一个订单最多可包含 {limit} 种商品',
      'abuse.skuUnitsFromHere':
        '来自此网络、尚未付款或确认的订单中已有 {held} 件“{name}”；目前从这里最多还能再订 {left} 件',
      'abuse.skuUnitsOpen': '您未完成的订单中已有 {held} 件“{name}”；在付款或确认之前，最多还能再订 {left} 件',
      'abuse.lineQuantity': '“{name}” 每次最多可订购 {limit} 件',
    },
    'vi-VN': {
      'abuse.tooManyOrdersFromHere': 'Có quá nhiều đơn hàng từ mạng này; vui lòng thử lại sau {minutes} phút',
      'abuse.tooManyUploadsFromHere': 'Có quá nhiều ảnh được gửi từ mạng này; vui lòng thử lại sau {minutes} phút',
      'abuse.tooManyOrders': 'Bạn đã đặt nhiều đơn hàng trong thời gian ngắn; vui lòng thử lại sau {minutes} phút',
      'abuse.tooManyOpenOrders':
        'Bạn đã có {limit} đơn hàng đang chờ thanh toán hoặc xác nhận; vui lòng thanh toán hoặc hủy một đơn trước',
      'abuse.tooManyUnits':
        'Các đơn hàng chưa hoàn tất của bạn chỉ được giữ tối đa {limit} sản phẩm; bạn có thể đặt thêm {left} sản phẩm cho đến khi chúng được thanh toán hoặc xác nhận',
      'abuse.tooManyLines': 'Mỗi đơn hàng có tối đa {limit} mặt hàng khác nhau',
      'abuse.skuUnitsFromHere':
        'Các đơn chờ thanh toán hoặc xác nhận từ mạng này đã giữ {held} “{name}”; hiện chỉ có thể đặt thêm tối đa {left} từ đây',
      'abuse.skuUnitsOpen':
        'Các đơn chưa hoàn tất của bạn đã giữ {held} “{name}”; bạn chỉ đặt thêm được tối đa {left} cho đến khi các đơn đó được thanh toán hoặc xác nhận',
      'abuse.lineQuantity': 'Bạn chỉ có thể đặt tối đa {limit} “{name}” mỗi lần',
    },
    'th-TH': {
      'abuse.tooManyOrdersFromHere': 'มีคำสั่งซื้อจากเครือข่ายนี้มากเกินไป โปรดลองอีกครั้งใน {minutes} นาที',
      'abuse.tooManyUploadsFromHere': 'มีการส่งรูปภาพจากเครือข่ายนี้มากเกินไป โปรดลองอีกครั้งใน {minutes} นาที',
      'abuse.tooManyOrders': 'คุณสั่งซื้อหลายครั้งในเวลาอันสั้น โปรดลองอีกครั้งใน {minutes} นาที',
      'abuse.tooManyOpenOrders': 'คุณมีคำสั่งซื้อ {limit} รายการที่รอชำระเงินหรือรอยืนยันอยู่แล้ว โปรดชำระเงินหรือยกเลิกหนึ่งรายการก่อน',
      'abuse.tooManyUnits':
        'คำสั่งซื้อที่ยังไม่เสร็จสิ้นของคุณจองสินค้ารวมกันได้ไม่เกิน {limit} ชิ้น คุณสั่งเพิ่มได้อีก {left} ชิ้นจนกว่าจะชำระเงินหรือได้รับการยืนยัน',
      'abuse.tooManyLines': 'หนึ่งคำสั่งซื้อมีสินค้าต่างกันได้ไม่เกิน {limit} รายการ',
      'abuse.skuUnitsFromHere':
        'คำสั่งซื้อที่รอชำระเงินหรือรอการยืนยันจากเครือข่ายนี้มี “{name}” อยู่แล้ว {held} ชิ้น ขณะนี้สั่งเพิ่มจากที่นี่ได้อีกไม่เกิน {left} ชิ้น',
      'abuse.skuUnitsOpen':
        'คำสั่งซื้อที่ยังไม่เสร็จสิ้นของคุณมี “{name}” อยู่แล้ว {held} ชิ้น คุณสั่งเพิ่มได้อีกไม่เกิน {left} ชิ้นจนกว่าคำสั่งซื้อเหล่านั้นจะชำระเงินหรือได้รับการยืนยัน',
      'abuse.lineQuantity': 'สั่ง “{name}” ได้ไม่เกิน {limit} ชิ้นต่อครั้ง',
    },
    'lo-LA': {
      'abuse.tooManyOrdersFromHere': 'ມີຄຳສັ່ງຊື້ຈາກເຄືອຂ່າຍນີ້ຫຼາຍເກີນໄປ ກະລຸນາລອງໃໝ່ໃນອີກ {minutes} ນາທີ',
      'abuse.tooManyUploadsFromHere': 'ມີການສົ່ງຮູບພາບຈາກເຄືອຂ່າຍນີ້ຫຼາຍເກີນໄປ ກະລຸນາລອງໃໝ່ໃນອີກ {minutes} ນາທີ',
      'abuse.tooManyOrders': 'ທ່ານສັ່ງຊື້ຫຼາຍຄັ້ງໃນເວລາສັ້ນໆ ກະລຸນາລອງໃໝ່ໃນອີກ {minutes} ນາທີ',
      'abuse.tooManyOpenOrders': 'ທ່ານມີ {limit} ຄຳສັ່ງຊື້ທີ່ລໍຖ້າການຊຳລະ ຫຼື ການຢືນຢັນຢູ່ແລ້ວ ກະລຸນາຊຳລະ ຫຼື ຍົກເລີກໜຶ່ງຄຳສັ່ງກ່ອນ',
      'abuse.tooManyUnits':
        'ຄຳສັ່ງຊື້ທີ່ຍັງບໍ່ສຳເລັດຂອງທ່ານຈອງສິນຄ້າລວມກັນໄດ້ບໍ່ເກີນ {limit} ລາຍການ ທ່ານສັ່ງເພີ່ມໄດ້ອີກ {left} ລາຍການຈົນກວ່າຈະຊຳລະ ຫຼື ໄດ້ຮັບການຢືນຢັນ',
      'abuse.tooManyLines': 'ໜຶ່ງຄຳສັ່ງຊື້ມີສິນຄ້າຕ່າງກັນໄດ້ບໍ່ເກີນ {limit} ລາຍການ',
      'abuse.skuUnitsFromHere':
        'ຄຳສັ່ງຊື້ທີ່ລໍຖ້າການຊຳລະ ຫຼື ການຢືນຢັນຈາກເຄືອຂ່າຍນີ້ມີ “{name}” ຢູ່ແລ້ວ {held} ອັນ; ຕອນນີ້ສັ່ງເພີ່ມຈາກບ່ອນນີ້ໄດ້ອີກບໍ່ເກີນ {left} ອັນ',
      'abuse.skuUnitsOpen':
        'ຄຳສັ່ງຊື້ທີ່ຍັງບໍ່ສຳເລັດຂອງທ່ານມີ “{name}” ຢູ່ແລ້ວ {held} ອັນ; ທ່ານສັ່ງເພີ່ມໄດ້ອີກບໍ່ເກີນ {left} ອັນ ຈົນກວ່າຄຳສັ່ງຊື້ເຫຼົ່ານັ້ນຈະຖືກຊຳລະ ຫຼື ຢືນຢັນ',
      'abuse.lineQuantity': 'ສັ່ງ “{name}” ໄດ້ບໍ່ເກີນ {limit} ຊິ້ນຕໍ່ຄັ້ງ',
    },
    'fil-PH': {
      'abuse.tooManyOrdersFromHere':
        'Masyadong maraming order mula sa network na ito; subukang muli pagkalipas ng {minutes} minuto',
      'abuse.tooManyUploadsFromHere':
        'Masyadong maraming larawan ang naipadala mula sa network na ito; subukang muli pagkalipas ng {minutes} minuto',
      'abuse.tooManyOrders': 'Marami kang na-order sa maikling panahon; subukang muli pagkalipas ng {minutes} minuto',
      'abuse.tooManyOpenOrders':
        'Mayroon ka nang {limit} order na naghihintay ng bayad o kumpirmasyon; bayaran o kanselahin muna ang isa',
      'abuse.tooManyUnits':
        'Hanggang {limit} item lang ang maaaring hawakan ng iyong mga bukas na order; makakapag-order ka pa ng {left} hanggang mabayaran o makumpirma ang mga ito',
      'abuse.tooManyLines': 'Hanggang {limit} magkakaibang item lang ang maaaring laman ng isang order',
      'abuse.skuUnitsFromHere':
        'May {held} nang “{name}” sa mga order mula sa network na ito na naghihintay ng bayad o kumpirmasyon; hanggang {left} pa lang ang maaaring i-order mula rito sa ngayon',
      'abuse.skuUnitsOpen':
        'May {held} nang “{name}” sa iyong mga bukas na order; hanggang {left} pa lang ang maaari mong i-order hangga’t hindi pa nababayaran o nakukumpirma ang mga iyon',
      'abuse.lineQuantity': 'Hanggang {limit} lang ng “{name}” ang maaari mong i-order nang isang beses',
    },
  },
);
