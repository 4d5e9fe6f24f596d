import type { Words } from './vocabulary.js';

export const LOCALE_ORDER = ['en-US', 'zh-CN', 'vi-VN', 'th-TH', 'lo-LA', 'fil-PH'] as const;
export const localized = (words: Words): Record<string, string> =>
  Object.fromEntries(LOCALE_ORDER.map((l, i) => [l, words[i]!]));

/** Each language's word order for "qualifier + item". */
export function productNames(item: Words, qualifier: Words): Record<string, string> {
  const [en, zh, vi, th, lo, fil] = LOCALE_ORDER.map((_, i) => [item[i]!, qualifier[i]!] as const);
  return {
    'en-US': `${en![1]} ${en![0]}`,
    'zh-CN': `${zh![1]}${zh![0]}`,
    'vi-VN': `${vi![0]} ${vi![1]}`,
    'th-TH': `${th![0]}${th![1]}`,
    'lo-LA': `${lo![0]}${lo![1]}`,
    'fil-PH': `${fil![1]} ${fil![0].charAt(0).toLowerCase()}${fil![0].slice(1)}`.replace(/^./, (c) => c.toUpperCase()),
  };
}

const INTRO: Words = [
  'Picked for freshness and quality, and kept at the right temperature until it reaches you.',
  '精选新鲜优质商品，全程恰当温度保存，直到送到您手中。',
  'Được chọn lọc vì độ tươi ngon và chất lượng, bảo quản ở nhiệt độ phù hợp cho đến khi đến tay bạn.',
  'คัดสรรความสดและคุณภาพ และเก็บรักษาในอุณหภูมิที่เหมาะสมจนถึงมือคุณ',
  'ຄັດເລືອກຄວາມສົດ ແລະ ຄຸນນະພາບ ແລະ ເກັບຮັກສາໃນອຸນຫະພູມທີ່ເໝາະສົມຈົນເຖິງມືທ່ານ.',
  'Pinili dahil sariwa at de-kalidad, at iniingatan sa tamang temperatura hanggang makarating sa iyo.',
];
const DELIVERY: Words = [
  'Delivered from your nearest warehouse, or ready for pickup.',
  '由离您最近的仓库配送，也可到店自提。',
  'Giao từ kho gần bạn nhất, hoặc sẵn sàng để bạn đến lấy.',
  'จัดส่งจากคลังสินค้าที่ใกล้คุณที่สุด หรือรับเองที่คลังได้',
  'ຈັດສົ່ງຈາກສາງທີ່ໃກ້ທ່ານທີ່ສຸດ ຫຼື ມາຮັບເອງໄດ້.',
  'Ihahatid mula sa pinakamalapit na bodega, o handang kunin.',
];

/** A short rich description: a paragraph, two bullet points and a picture (sanitised on insert). */
export function productDescriptions(names: Record<string, string>, pic: string): Record<string, string> {
  return Object.fromEntries(
    LOCALE_ORDER.map((l, i) => [
      l,
      `<p><strong>${names[l]}</strong></p><ul><li>${INTRO[i]}</li><li>${DELIVERY[i]}</li></ul><p><img src="${pic}" alt="${names[l]}"></p>`,
    ]),
  );
}

/** A staple's description: its name, the shelf label of its category, delivery and its picture. */
export function stapleDescriptions(names: Record<string, string>, about: Words, pic: string): Record<string, string> {
  return Object.fromEntries(
    LOCALE_ORDER.map((l, i) => [
      l,
      `<p><strong>${names[l]}</strong></p><p>${about[i]}</p><ul><li>${DELIVERY[i]}</li></ul><p><img src="${pic}" alt="${names[l]}"></p>`,
    ]),
  );
}

export const HOT_WORDS: Record<string, string[]> = {
  'en-US': ['apple', 'milk', 'coffee', 'mango', 'beer', 'tissues', 'yogurt', 'cashew'],
  'zh-CN': ['苹果', '牛奶', '咖啡', '芒果', '啤酒', '纸巾', '酸奶', '腰果'],
  'vi-VN': ['táo', 'sữa tươi', 'cà phê', 'xoài', 'bia', 'khăn giấy', 'sữa chua', 'hạt điều'],
  'th-TH': ['แอปเปิ้ล', 'นมสด', 'กาแฟ', 'มะม่วง', 'เบียร์', 'ทิชชู่', 'โยเกิร์ต', 'เม็ดมะม่วงหิมพานต์'],
  'lo-LA': ['ໝາກແອັບເປີ້ນ', 'ນົມສົດ', 'ກາເຟ', 'ໝາກມ່ວງ', 'ເບຍ', 'ທິດຊູ', 'ໂຢເກີດ', 'ໝາກມ່ວງຫິມະພານ'],
  'fil-PH': ['mansanas', 'gatas', 'kape', 'mangga', 'beer', 'tisyu', 'yogurt', 'kasoy'],
};

export const SPECIAL_LISTS: { titles: Words; subtitles: Words }[] = [
  {
    titles: ['New arrivals', '新品上架', 'Hàng mới về', 'สินค้าใหม่', 'ສິນຄ້າໃໝ່', 'Bagong dating'],
    subtitles: [
      'Just landed on our shelves',
      '刚刚上架',
      'Vừa lên kệ',
      'เพิ่งวางบนชั้น',
      'ຫາກໍວາງຂາຍ',
      'Kararating lang sa aming istante',
    ],
  },
  {
    titles: ['Weekend picks', '周末精选', 'Gợi ý cuối tuần', 'ของดีสุดสัปดาห์', 'ຄັດສັນທ້າຍອາທິດ', 'Pinili para sa weekend'],
    subtitles: [
      'For a relaxed weekend at home',
      '在家享受轻松周末',
      'Cho một cuối tuần thư giãn ở nhà',
      'สำหรับวันหยุดสบาย ๆ ที่บ้าน',
      'ສຳລັບທ້າຍອາທິດສະບາຍໆຢູ່ເຮືອນ',
      'Para sa maginhawang weekend sa bahay',
    ],
  },
  {
    titles: [
      'Healthy choices',
      '健康之选',
      'Lựa chọn lành mạnh',
      'ตัวเลือกเพื่อสุขภาพ',
      'ທາງເລືອກເພື່ອສຸຂະພາບ',
      'Masustansyang pagpipilian',
    ],
    subtitles: [
      'Organic and fresh',
      '有机新鲜',
      'Hữu cơ và tươi ngon',
      'ออร์แกนิกและสดใหม่',
      'ອໍແກນິກ ແລະ ສົດໃໝ່',
      'Organiko at sariwa',
    ],
  },
];

export const BANNERS: Words[] = [
  [
    'Fresh fruit, delivered today',
    '新鲜水果 当日送达',
    'Trái cây tươi, giao trong ngày',
    'ผลไม้สด ส่งถึงวันนี้',
    'ໝາກໄມ້ສົດ ສົ່ງເຖິງມື້ນີ້',
    'Sariwang prutas, hatid ngayong araw',
  ],
  [
    'Stock up and save',
    '囤货更划算',
    'Mua nhiều tiết kiệm hơn',
    'ซื้อเยอะ ประหยัดกว่า',
    'ຊື້ຫຼາຍ ປະຢັດກວ່າ',
    'Mag-imbak at makatipid',
  ],
  [
    'Free delivery on bigger baskets',
    '满额免运费',
    'Miễn phí giao hàng cho đơn lớn',
    'ส่งฟรีเมื่อซื้อครบ',
    'ສົ່ງຟຣີເມື່ອຊື້ຄົບ',
    'Libreng delivery sa malalaking order',
  ],
];

export const PROMOTION_TITLES: Record<'price' | 'ladder' | 'fullReduction', Words> = {
  price: ['Special price', '特价', 'Giá đặc biệt', 'ราคาพิเศษ', 'ລາຄາພິເສດ', 'Espesyal na presyo'],
  ladder: [
    'Buy more, pay less',
    '多买更优惠',
    'Mua nhiều giá tốt hơn',
    'ซื้อมากยิ่งถูก',
    'ຊື້ຫຼາຍຍິ່ງຖືກ',
    'Bumili ng marami, mas mura',
  ],
  fullReduction: [
    'Spend and save',
    '满减优惠',
    'Mua đủ được giảm',
    'ซื้อครบรับส่วนลด',
    'ຊື້ຄົບຮັບສ່ວນຫຼຸດ',
    'Gumastos at makatipid',
  ],
};

export const FREIGHT_TITLES: Record<'free' | 'reduced', Words> = {
  free: ['Free delivery', '免运费', 'Miễn phí giao hàng', 'ส่งฟรี', 'ສົ່ງຟຣີ', 'Libreng delivery'],
  reduced: ['Reduced delivery fee', '运费优惠', 'Giảm phí giao hàng', 'ลดค่าส่ง', 'ຫຼຸດຄ່າສົ່ງ', 'Mas murang delivery'],
};
