import { defineMessages } from '../define.js';

/** Pages the server fills in: titles and descriptions for search engines and shared links. */
export const seo = defineMessages(
  {
    'seo.shopName': 'Storefront',
    'seo.shopDescription': 'Groceries and merchandise, delivered or ready for pickup.',
    'seo.productDescription': '{name} ({spec}) for {price} at {shop}.',
  },
  {
    'zh-CN': {
      'seo.shopName': '优选商城',
      'seo.shopDescription': '生鲜杂货与日用百货，送货上门或到店自提。',
      'seo.productDescription': '{name}（{spec}），{shop} 售价 {price}。',
    },
    'vi-VN': {
      'seo.shopName': 'Cửa hàng',
      'seo.shopDescription': 'Thực phẩm và hàng hóa, giao tận nơi hoặc nhận tại cửa hàng.',
      'seo.productDescription': '{name} ({spec}) giá {price} tại {shop}.',
    },
    'th-TH': {
      'seo.shopName': 'ร้านค้า',
      'seo.shopDescription': 'ของชำและสินค้าทั่วไป จัดส่งถึงบ้านหรือรับเองที่ร้าน',
      'seo.productDescription': '{name} ({spec}) ราคา {price} ที่{shop}',
    },
    'lo-LA': {
      'seo.shopName': 'ຮ້ານຄ້າ',
      'seo.shopDescription': 'ເຄື່ອງໃຊ້ ແລະ ສິນຄ້າທົ່ວໄປ, ສົ່ງເຖິງບ້ານ ຫຼື ມາຮັບເອງທີ່ຮ້ານ.',
      'seo.productDescription': '{name} ({spec}) ລາຄາ {price} ທີ່{shop}.',
    },
    'fil-PH': {
      'seo.shopName': 'Tindahan',
      'seo.shopDescription': 'Grocery at iba pang paninda, ihahatid sa inyo o kukunin sa tindahan.',
      'seo.productDescription': '{name} ({spec}) sa halagang {price} sa {shop}.',
    },
  },
);
