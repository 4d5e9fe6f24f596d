import { defineMessages } from '../define.js';

/** The catalogue staff's changes: `modules/merchandising`. */
export const merchandising = defineMessages(
  {
    'merchandising.englishName': 'A product needs an English name: the shop shows it wherever a language has none',
    'merchandising.amountDecimals': 'This currency has at most {digits} decimal places',
    'merchandising.amountPositive': 'Enter a price above zero',
    'merchandising.quantityPositive': 'Enter a quantity above zero',
    'merchandising.belowReserved': 'Open orders hold {reserved} here; what is on hand cannot fall below that',
    'merchandising.keyReused': 'This form was already sent for another change; reload the page and try again',
    'merchandising.tooManyPhotos': 'A product has at most {max} photos; remove one first',
  },
  {
    'zh-CN': {
      'merchandising.englishName': '商品必须有英文名称：某种语言没有名称时，商店会显示英文名称',
      'merchandising.amountDecimals': '此货币最多有 {digits} 位小数',
      'merchandising.amountPositive': '请输入大于零的价格',
      'merchandising.quantityPositive': '请输入大于零的数量',
      'merchandising.belowReserved': '未完成的订单在此占用了 {reserved} 件；现有库存不能低于此数',
      'merchandising.keyReused': '此表单已用于另一项更改；请刷新页面后重试',
      'merchandising.tooManyPhotos': '一件商品最多 {max} 张照片；请先删除一张',
    },
    'vi-VN': {
      'merchandising.englishName':
        'Sản phẩm cần có tên tiếng Anh: cửa hàng hiển thị tên này khi một ngôn ngữ chưa có tên',
      'merchandising.amountDecimals': 'Đơn vị tiền tệ này có tối đa {digits} chữ số thập phân',
      'merchandising.amountPositive': 'Hãy nhập giá lớn hơn 0',
      'merchandising.quantityPositive': 'Hãy nhập số lượng lớn hơn 0',
      'merchandising.belowReserved':
        'Các đơn hàng đang mở giữ {reserved} tại đây; tồn kho thực tế không thể thấp hơn số đó',
      'merchandising.keyReused': 'Biểu mẫu này đã được gửi cho một thay đổi khác; hãy tải lại trang và thử lại',
      'merchandising.tooManyPhotos': 'Mỗi sản phẩm có tối đa {max} ảnh; hãy xóa bớt một ảnh trước',
    },
    'th-TH': {
      'merchandising.englishName': 'สินค้าต้องมีชื่อภาษาอังกฤษ เพราะร้านจะแสดงชื่อนี้เมื่อภาษาใดยังไม่มีชื่อ',
      'merchandising.amountDecimals': 'สกุลเงินนี้มีทศนิยมได้ไม่เกิน {digits} ตำแหน่ง',
      'merchandising.amountPositive': 'โปรดใส่ราคาที่มากกว่าศูนย์',
      'merchandising.quantityPositive': 'โปรดใส่จำนวนที่มากกว่าศูนย์',
      'merchandising.belowReserved': 'คำสั่งซื้อที่ยังเปิดอยู่จองไว้ {reserved} ชิ้นที่นี่ สต็อกคงเหลือจะต่ำกว่านั้นไม่ได้',
      'merchandising.keyReused': 'แบบฟอร์มนี้ถูกส่งไปแล้วสำหรับการเปลี่ยนแปลงอื่น โปรดโหลดหน้าใหม่แล้วลองอีกครั้ง',
      'merchandising.tooManyPhotos': 'สินค้าหนึ่งรายการมีรูปได้ไม่เกิน {max} รูป โปรดลบออกก่อนหนึ่งรูป',
    },
    'lo-LA': {
      'merchandising.englishName': 'ສິນຄ້າຕ້ອງມີຊື່ພາສາອັງກິດ: ຮ້ານຈະສະແດງຊື່ນີ້ເມື່ອພາສາໃດຍັງບໍ່ມີຊື່',
      'merchandising.amountDecimals': 'ສະກຸນເງິນນີ້ມີທົດສະນິຍົມໄດ້ບໍ່ເກີນ {digits} ຕຳແໜ່ງ',
      'merchandising.amountPositive': 'ກະລຸນາໃສ່ລາຄາທີ່ຫຼາຍກວ່າສູນ',
      'merchandising.quantityPositive': 'ກະລຸນາໃສ່ຈຳນວນທີ່ຫຼາຍກວ່າສູນ',
      'merchandising.belowReserved': 'ອໍເດີທີ່ຍັງເປີດຢູ່ຈອງໄວ້ {reserved} ຢູ່ທີ່ນີ້; ສິນຄ້າໃນມືຈະຕ່ຳກວ່ານັ້ນບໍ່ໄດ້',
      'merchandising.keyReused': 'ແບບຟອມນີ້ຖືກສົ່ງໄປແລ້ວສຳລັບການປ່ຽນແປງອື່ນ; ກະລຸນາໂຫຼດໜ້າໃໝ່ແລ້ວລອງອີກຄັ້ງ',
      'merchandising.tooManyPhotos': 'ສິນຄ້າໜຶ່ງລາຍການມີຮູບໄດ້ບໍ່ເກີນ {max} ຮູບ; ກະລຸນາລຶບອອກກ່ອນໜຶ່ງຮູບ',
    },
    'fil-PH': {
      'merchandising.englishName':
        'Kailangan ng produkto ng pangalan sa Ingles: ito ang ipinapakita ng tindahan kapag walang pangalan sa isang wika',
      'merchandising.amountDecimals': 'Hanggang {digits} decimal place lamang ang currency na ito',
      'merchandising.amountPositive': 'Maglagay ng presyong higit sa zero',
      'merchandising.quantityPositive': 'Maglagay ng dami na higit sa zero',
      'merchandising.belowReserved':
        'May {reserved} na nakalaan dito para sa mga bukas na order; hindi maaaring bumaba roon ang nasa kamay',
      'merchandising.keyReused':
        'Naipadala na ang form na ito para sa ibang pagbabago; i-reload ang page at subukang muli',
      'merchandising.tooManyPhotos': 'Hanggang {max} larawan lamang ang isang produkto; mag-alis muna ng isa',
    },
  },
);
