/**
 * The words the demo catalogue is built from, in the order
 * [en-US, zh-CN, vi-VN, th-TH, lo-LA, fil-PH]. Product names are composed per locale from an
 * item and a qualifier with each language's own word order (see names.ts).
 */
export type Words = readonly [en: string, zh: string, vi: string, th: string, lo: string, fil: string];

export interface CategoryDef {
  key: string;
  names: Words;
  children?: CategoryDef[];
  /** The 18+ category (beer and wine): becomes UNDER_18_CATEGORY_ID. */
  adult?: boolean;
}

export const CATEGORIES: CategoryDef[] = [
  {
    key: 'fresh',
    names: ['Fresh produce', '生鲜果蔬', 'Rau củ quả tươi', 'ผักและผลไม้สด', 'ຜັກ ແລະ ໝາກໄມ້ສົດ', 'Sariwang ani'],
    children: [
      { key: 'fruit', names: ['Fruit', '水果', 'Trái cây', 'ผลไม้', 'ໝາກໄມ້', 'Prutas'] },
      { key: 'vegetables', names: ['Vegetables', '蔬菜', 'Rau củ', 'ผัก', 'ຜັກ', 'Gulay'] },
    ],
  },
  {
    key: 'dairy',
    names: ['Dairy & eggs', '乳制品和蛋', 'Sữa và trứng', 'นมและไข่', 'ນົມ ແລະ ໄຂ່', 'Gatas at itlog'],
    children: [
      { key: 'milk', names: ['Milk', '牛奶', 'Sữa', 'นม', 'ນົມ', 'Gatas'] },
      {
        key: 'yogurt',
        names: [
          'Yogurt & cheese',
          '酸奶和奶酪',
          'Sữa chua và phô mai',
          'โยเกิร์ตและชีส',
          'ໂຢເກີດ ແລະ ເນີຍແຂງ',
          'Yogurt at keso',
        ],
      },
    ],
  },
  {
    key: 'beverages',
    names: ['Beverages', '饮料', 'Đồ uống', 'เครื่องดื่ม', 'ເຄື່ອງດື່ມ', 'Inumin'],
    children: [
      {
        key: 'soft',
        names: [
          'Soft drinks & water',
          '软饮和水',
          'Nước ngọt và nước suối',
          'น้ำอัดลมและน้ำดื่ม',
          'ນ້ຳອັດລົມ ແລະ ນ້ຳດື່ມ',
          'Softdrinks at tubig',
        ],
      },
      {
        key: 'coffee',
        names: ['Coffee & tea', '咖啡和茶', 'Cà phê và trà', 'กาแฟและชา', 'ກາເຟ ແລະ ຊາ', 'Kape at tsaa'],
      },
      {
        key: 'alcohol',
        adult: true,
        names: ['Beer & wine', '啤酒和葡萄酒', 'Bia và rượu vang', 'เบียร์และไวน์', 'ເບຍ ແລະ ເຫຼົ້າແວງ', 'Beer at alak'],
        children: [
          { key: 'beer', names: ['Beer', '啤酒', 'Bia', 'เบียร์', 'ເບຍ', 'Beer'] },
          { key: 'wine', names: ['Wine', '葡萄酒', 'Rượu vang', 'ไวน์', 'ເຫຼົ້າແວງ', 'Alak'] },
        ],
      },
    ],
  },
  {
    key: 'snacks',
    names: ['Snacks', '零食', 'Đồ ăn vặt', 'ขนมขบเคี้ยว', 'ເຂົ້າໜົມ', 'Meryenda'],
    children: [
      { key: 'biscuits', names: ['Biscuits', '饼干', 'Bánh quy', 'บิสกิต', 'ເຂົ້າໜົມປັງກອບ', 'Biskwit'] },
      {
        key: 'chips',
        names: [
          'Chips & nuts',
          '薯片和坚果',
          'Khoai tây chiên và hạt',
          'มันฝรั่งทอดและถั่ว',
          'ມັນຝຣັ່ງທອດ ແລະ ໝາກຖົ່ວ',
          'Chips at mani',
        ],
      },
    ],
  },
  {
    key: 'household',
    names: ['Household', '家居清洁', 'Đồ gia dụng', 'ของใช้ในบ้าน', 'ເຄື່ອງໃຊ້ໃນເຮືອນ', 'Gamit sa bahay'],
    children: [
      {
        key: 'cleaning',
        names: ['Cleaning', '清洁用品', 'Chất tẩy rửa', 'ผลิตภัณฑ์ทำความสะอาด', 'ນ້ຳຢາທຳຄວາມສະອາດ', 'Panlinis'],
      },
      { key: 'paper', names: ['Paper goods', '纸品', 'Giấy các loại', 'กระดาษ', 'ເຈ້ຍ', 'Mga papel'] },
    ],
  },
  {
    key: 'care',
    names: ['Personal care', '个人护理', 'Chăm sóc cá nhân', 'ของใช้ส่วนตัว', 'ເຄື່ອງໃຊ້ສ່ວນຕົວ', 'Pangangalaga sa sarili'],
    children: [
      {
        key: 'body',
        names: ['Hair & body', '洗发沐浴', 'Tóc và cơ thể', 'ผมและผิวกาย', 'ຜົມ ແລະ ຮ່າງກາຍ', 'Buhok at katawan'],
      },
      {
        key: 'oral',
        names: ['Oral care', '口腔护理', 'Chăm sóc răng miệng', 'ดูแลช่องปาก', 'ດູແລຊ່ອງປາກ', 'Pangangalaga sa bibig'],
      },
    ],
  },
  {
    key: 'merch',
    names: ['Merchandise', '周边商品', 'Hàng lưu niệm', 'สินค้าที่ระลึก', 'ສິນຄ້າທີ່ລະນຶກ', 'Mga paninda'],
    children: [
      { key: 'apparel', names: ['Apparel', '服饰', 'Quần áo', 'เสื้อผ้า', 'ເຄື່ອງນຸ່ງ', 'Damit'] },
      { key: 'kitchen', names: ['Kitchenware', '厨具', 'Đồ dùng nhà bếp', 'เครื่องครัว', 'ເຄື່ອງຄົວ', 'Gamit sa kusina'] },
    ],
  },
];

export type Art =
  'fruit' | 'leaf' | 'bottle' | 'carton' | 'cup' | 'can' | 'wine' | 'bag' | 'box' | 'tube' | 'roll' | 'shirt' | 'bowl';
export type SizeSet = 'weight' | 'volume' | 'count' | 'single';

export interface ItemDef {
  category: string;
  names: Words;
  art: Art;
  hue: number;
  sizes: SizeSet;
  /** Price of the base size in US cents, converted per country. */
  usdCents: number;
}

const item = (category: string, art: Art, hue: number, sizes: SizeSet, usdCents: number, names: Words): ItemDef => ({
  category,
  art,
  hue,
  sizes,
  usdCents,
  names,
});

export const ITEMS: ItemDef[] = [
  item('fruit', 'fruit', 0, 'weight', 350, [
    'Fuji Apple',
    '富士苹果',
    'Táo Fuji',
    'แอปเปิ้ลฟูจิ',
    'ໝາກແອັບເປີ້ນຟູຈິ',
    'Mansanas Fuji',
  ]),
  item('fruit', 'fruit', 50, 'weight', 150, ['Banana', '香蕉', 'Chuối', 'กล้วยหอม', 'ໝາກກ້ວຍ', 'Saging']),
  item('fruit', 'fruit', 40, 'weight', 300, ['Mango', '芒果', 'Xoài', 'มะม่วง', 'ໝາກມ່ວງ', 'Mangga']),
  item('fruit', 'fruit', 330, 'weight', 280, [
    'Dragon Fruit',
    '火龙果',
    'Thanh long',
    'แก้วมังกร',
    'ໝາກມັງກອນ',
    'Dragon fruit',
  ]),
  item('fruit', 'fruit', 30, 'weight', 250, ['Orange', '橙子', 'Cam', 'ส้ม', 'ໝາກກ້ຽງ', 'Dalandan']),
  item('fruit', 'fruit', 80, 'weight', 600, ['Durian', '榴莲', 'Sầu riêng', 'ทุเรียน', 'ໝາກທຸລຽນ', 'Durian']),
  item('vegetables', 'fruit', 5, 'weight', 200, ['Tomato', '番茄', 'Cà chua', 'มะเขือเทศ', 'ໝາກເລັ່ນ', 'Kamatis']),
  item('vegetables', 'leaf', 120, 'weight', 120, ['Water Spinach', '空心菜', 'Rau muống', 'ผักบุ้ง', 'ຜັກບົ້ງ', 'Kangkong']),
  item('vegetables', 'leaf', 25, 'weight', 130, ['Carrot', '胡萝卜', 'Cà rốt', 'แครอท', 'ກາລົດ', 'Karot']),
  item('vegetables', 'leaf', 100, 'weight', 140, ['Cabbage', '卷心菜', 'Bắp cải', 'กะหล่ำปลี', 'ກະລໍ່າປີ', 'Repolyo']),
  item('vegetables', 'fruit', 35, 'weight', 160, ['Potato', '土豆', 'Khoai tây', 'มันฝรั่ง', 'ມັນຝຣັ່ງ', 'Patatas']),
  item('milk', 'carton', 210, 'volume', 180, ['Fresh Milk', '鲜牛奶', 'Sữa tươi', 'นมสด', 'ນົມສົດ', 'Sariwang gatas']),
  item('milk', 'carton', 45, 'volume', 150, [
    'Soy Milk',
    '豆奶',
    'Sữa đậu nành',
    'นมถั่วเหลือง',
    'ນົມຖົ່ວເຫຼືອງ',
    'Gatas na soya',
  ]),
  item('milk', 'carton', 20, 'volume', 190, [
    'Chocolate Milk',
    '巧克力牛奶',
    'Sữa sô-cô-la',
    'นมช็อกโกแลต',
    'ນົມຊັອກໂກແລັດ',
    'Tsokolateng gatas',
  ]),
  item('yogurt', 'cup', 300, 'count', 220, ['Yogurt', '酸奶', 'Sữa chua', 'โยเกิร์ต', 'ໂຢເກີດ', 'Yogurt']),
  item('yogurt', 'box', 45, 'single', 450, [
    'Cheddar Cheese',
    '切达奶酪',
    'Phô mai Cheddar',
    'เชดด้าชีส',
    'ເນີຍແຂງເຊັດດາ',
    'Keso Cheddar',
  ]),
  item('yogurt', 'box', 55, 'single', 380, ['Butter', '黄油', 'Bơ lạt', 'เนยสด', 'ເນີຍ', 'Mantikilya']),
  item('soft', 'can', 0, 'volume', 90, ['Cola', '可乐', 'Nước ngọt cola', 'โคล่า', 'ໂຄລາ', 'Cola']),
  item('soft', 'bottle', 195, 'volume', 50, [
    'Mineral Water',
    '矿泉水',
    'Nước khoáng',
    'น้ำแร่',
    'ນ້ຳແຮ່',
    'Mineral water',
  ]),
  item('soft', 'bottle', 30, 'volume', 200, [
    'Orange Juice',
    '橙汁',
    'Nước cam',
    'น้ำส้ม',
    'ນ້ຳໝາກກ້ຽງ',
    'Katas ng dalandan',
  ]),
  item('soft', 'can', 90, 'volume', 120, ['Coconut Water', '椰子水', 'Nước dừa', 'น้ำมะพร้าว', 'ນ້ຳໝາກພ້າວ', 'Buko juice']),
  item('coffee', 'bag', 25, 'weight', 650, [
    'Ground Coffee',
    '咖啡粉',
    'Cà phê xay',
    'กาแฟคั่วบด',
    'ກາເຟບົດ',
    'Giniling na kape',
  ]),
  item('coffee', 'box', 110, 'count', 300, ['Green Tea', '绿茶', 'Trà xanh', 'ชาเขียว', 'ຊາຂຽວ', 'Green tea']),
  item('coffee', 'bag', 15, 'count', 420, [
    'Instant Coffee',
    '速溶咖啡',
    'Cà phê hòa tan',
    'กาแฟสำเร็จรูป',
    'ກາເຟສຳເລັດຮູບ',
    'Instant na kape',
  ]),
  item('beer', 'can', 45, 'volume', 110, [
    'Lager Beer',
    '拉格啤酒',
    'Bia lager',
    'เบียร์ลาเกอร์',
    'ເບຍລາເກີ',
    'Lager beer',
  ]),
  item('beer', 'bottle', 30, 'volume', 280, [
    'Craft Beer',
    '精酿啤酒',
    'Bia thủ công',
    'คราฟต์เบียร์',
    'ເບຍຄຣາຟ',
    'Craft beer',
  ]),
  item('wine', 'wine', 345, 'single', 1500, [
    'Red Wine',
    '红葡萄酒',
    'Rượu vang đỏ',
    'ไวน์แดง',
    'ເຫຼົ້າແວງແດງ',
    'Pulang alak',
  ]),
  item('wine', 'wine', 55, 'single', 1400, [
    'White Wine',
    '白葡萄酒',
    'Rượu vang trắng',
    'ไวน์ขาว',
    'ເຫຼົ້າແວງຂາວ',
    'Puting alak',
  ]),
  item('biscuits', 'box', 35, 'count', 260, [
    'Butter Cookies',
    '黄油曲奇',
    'Bánh quy bơ',
    'คุกกี้เนย',
    'ຄຸກກີ້ເນີຍ',
    'Butter cookies',
  ]),
  item('biscuits', 'box', 40, 'count', 180, [
    'Crackers',
    '苏打饼干',
    'Bánh quy giòn',
    'แครกเกอร์',
    'ແຄຣັກເກີ',
    'Crackers',
  ]),
  item('chips', 'bag', 50, 'weight', 160, [
    'Potato Chips',
    '薯片',
    'Snack khoai tây',
    'มันฝรั่งทอดกรอบ',
    'ມັນຝຣັ່ງທອດກອບ',
    'Potato chips',
  ]),
  item('chips', 'bag', 30, 'weight', 700, [
    'Cashew Nuts',
    '腰果',
    'Hạt điều',
    'เม็ดมะม่วงหิมพานต์',
    'ໝາກມ່ວງຫິມະພານ',
    'Kasoy',
  ]),
  item('chips', 'bag', 42, 'weight', 400, [
    'Dried Mango',
    '芒果干',
    'Xoài sấy',
    'มะม่วงอบแห้ง',
    'ໝາກມ່ວງອົບແຫ້ງ',
    'Pinatuyong mangga',
  ]),
  item('cleaning', 'bottle', 140, 'volume', 250, [
    'Dish Soap',
    '洗洁精',
    'Nước rửa chén',
    'น้ำยาล้างจาน',
    'ນ້ຳຢາລ້າງຈານ',
    'Sabon panghugas ng pinggan',
  ]),
  item('cleaning', 'box', 220, 'weight', 900, [
    'Laundry Detergent',
    '洗衣粉',
    'Bột giặt',
    'ผงซักฟอก',
    'ຜົງຊັກຟອກ',
    'Sabong panlaba',
  ]),
  item('cleaning', 'bottle', 260, 'volume', 300, [
    'Floor Cleaner',
    '地板清洁剂',
    'Nước lau sàn',
    'น้ำยาถูพื้น',
    'ນ້ຳຢາຖູພື້ນ',
    'Panlinis ng sahig',
  ]),
  item('paper', 'box', 190, 'count', 200, ['Facial Tissues', '面巾纸', 'Khăn giấy', 'กระดาษทิชชู่', 'ເຈ້ຍທິດຊູ', 'Tisyu']),
  item('paper', 'roll', 200, 'count', 450, [
    'Toilet Paper',
    '卫生纸',
    'Giấy vệ sinh',
    'กระดาษชำระ',
    'ເຈ້ຍອະນາໄມ',
    'Toilet paper',
  ]),
  item('body', 'bottle', 280, 'volume', 550, ['Shampoo', '洗发水', 'Dầu gội', 'แชมพู', 'ແຊມພູ', 'Shampoo']),
  item('body', 'bottle', 180, 'volume', 480, ['Body Wash', '沐浴露', 'Sữa tắm', 'ครีมอาบน้ำ', 'ຄີມອາບນ້ຳ', 'Body wash']),
  item('oral', 'tube', 200, 'count', 250, ['Toothpaste', '牙膏', 'Kem đánh răng', 'ยาสีฟัน', 'ຢາຖູແຂ້ວ', 'Toothpaste']),
  item('oral', 'box', 170, 'count', 200, ['Toothbrush', '牙刷', 'Bàn chải đánh răng', 'แปรงสีฟัน', 'ແປງຖູແຂ້ວ', 'Sipilyo']),
  item('apparel', 'shirt', 150, 'single', 1200, [
    'Cotton T-shirt',
    '纯棉T恤',
    'Áo thun cotton',
    'เสื้อยืดผ้าฝ้าย',
    'ເສື້ອຢືດຝ້າຍ',
    'Cotton na T-shirt',
  ]),
  item('apparel', 'bag', 35, 'single', 900, [
    'Canvas Tote Bag',
    '帆布袋',
    'Túi vải canvas',
    'กระเป๋าผ้าแคนวาส',
    'ກະເປົາຜ້າແຄນວາສ',
    'Canvas na tote bag',
  ]),
  item('kitchen', 'bowl', 20, 'single', 600, [
    'Ceramic Bowl',
    '陶瓷碗',
    'Bát sứ',
    'ชามเซรามิก',
    'ຖ້ວຍເຊລາມິກ',
    'Seramikong mangkok',
  ]),
  item('kitchen', 'bottle', 205, 'single', 1100, [
    'Steel Water Bottle',
    '不锈钢水瓶',
    'Bình nước inox',
    'ขวดน้ำสแตนเลส',
    'ກະຕິກນ້ຳສະແຕນເລດ',
    'Bakal na bote ng tubig',
  ]),
  item('kitchen', 'box', 25, 'single', 400, [
    'Bamboo Chopsticks',
    '竹筷',
    'Đũa tre',
    'ตะเกียบไม้ไผ่',
    'ໄມ້ທູ່ໄມ້ໄຜ່',
    'Kawayang chopsticks',
  ]),
];

/** The emoji (Fluent Emoji flat) that pictures each item, by its en-US name; `art` is the fallback. */
export const ITEM_EMOJI: Record<string, string> = {
  'Fuji Apple': 'red-apple',
  Banana: 'banana',
  Mango: 'mango',
  'Dragon Fruit': 'cactus',
  Orange: 'tangerine',
  Durian: 'melon',
  Tomato: 'tomato',
  'Water Spinach': 'leafy-green',
  Carrot: 'carrot',
  Cabbage: 'broccoli',
  Potato: 'potato',
  'Fresh Milk': 'glass-of-milk',
  'Soy Milk': 'beverage-box',
  'Chocolate Milk': 'beverage-box',
  Yogurt: 'custard',
  'Cheddar Cheese': 'cheese-wedge',
  Butter: 'butter',
  Cola: 'cup-with-straw',
  'Mineral Water': 'droplet',
  'Orange Juice': 'tropical-drink',
  'Coconut Water': 'coconut',
  'Ground Coffee': 'hot-beverage',
  'Green Tea': 'teacup-without-handle',
  'Instant Coffee': 'hot-beverage',
  'Lager Beer': 'beer-mug',
  'Craft Beer': 'clinking-beer-mugs',
  'Red Wine': 'wine-glass',
  'White Wine': 'bottle-with-popping-cork',
  'Butter Cookies': 'cookie',
  Crackers: 'rice-cracker',
  'Potato Chips': 'french-fries',
  'Cashew Nuts': 'peanuts',
  'Dried Mango': 'mango',
  'Dish Soap': 'bubbles',
  'Laundry Detergent': 'basket',
  'Floor Cleaner': 'sponge',
  'Facial Tissues': 'roll-of-paper',
  'Toilet Paper': 'roll-of-paper',
  Shampoo: 'lotion-bottle',
  'Body Wash': 'soap',
  Toothpaste: 'tooth',
  Toothbrush: 'toothbrush',
  'Cotton T-shirt': 't-shirt',
  'Canvas Tote Bag': 'shopping-bags',
  'Ceramic Bowl': 'bowl-with-spoon',
  'Steel Water Bottle': 'tumbler-glass',
  'Bamboo Chopsticks': 'chopsticks',
};

/** Qualifiers and their price factor: seven per item gives the catalogue its breadth. */
export const QUALIFIERS: { words: Words; factor: number }[] = [
  { words: ['Organic', '有机', 'hữu cơ', 'ออร์แกนิก', 'ອໍແກນິກ', 'Organikong'], factor: 1.4 },
  { words: ['Premium', '优选', 'cao cấp', 'พรีเมียม', 'ພຣີມຽມ', 'Premium na'], factor: 1.6 },
  { words: ['Classic', '经典', 'truyền thống', 'คลาสสิก', 'ຄລາສສິກ', 'Klasikong'], factor: 1 },
  { words: ['Family Pack', '家庭装', 'gói gia đình', 'แพ็คครอบครัว', 'ແພັກຄອບຄົວ', 'Pampamilyang'], factor: 1.8 },
  { words: ['Local', '本地', 'địa phương', 'ท้องถิ่น', 'ທ້ອງຖິ່ນ', 'Lokal na'], factor: 0.9 },
  { words: ['Imported', '进口', 'nhập khẩu', 'นำเข้า', 'ນຳເຂົ້າ', 'Imported na'], factor: 1.5 },
  { words: ['Value', '实惠', 'tiết kiệm', 'ราคาประหยัด', 'ລາຄາປະຢັດ', 'Abot-kayang'], factor: 0.75 },
];

/** Sizes per kind: spec per locale, factor of the base price, selling unit. */
export const SIZES: Record<SizeSet, { spec: Words; factor: number; unit: Words }[]> = {
  weight: [
    {
      spec: ['500 g', '500克', '500 g', '500 ก.', '500 ກຣາມ', '500 g'],
      factor: 0.55,
      unit: ['bag', '袋', 'túi', 'ถุง', 'ຖົງ', 'supot'],
    },
    {
      spec: ['1 kg', '1千克', '1 kg', '1 กก.', '1 ກິໂລ', '1 kg'],
      factor: 1,
      unit: ['bag', '袋', 'túi', 'ถุง', 'ຖົງ', 'supot'],
    },
    {
      spec: ['2 kg', '2千克', '2 kg', '2 กก.', '2 ກິໂລ', '2 kg'],
      factor: 1.85,
      unit: ['bag', '袋', 'túi', 'ถุง', 'ຖົງ', 'supot'],
    },
  ],
  volume: [
    {
      spec: ['330 ml', '330毫升', '330 ml', '330 มล.', '330 ມລ', '330 ml'],
      factor: 0.5,
      unit: ['bottle', '瓶', 'chai', 'ขวด', 'ແກ້ວ', 'bote'],
    },
    {
      spec: ['1 L', '1升', '1 lít', '1 ลิตร', '1 ລິດ', '1 L'],
      factor: 1,
      unit: ['bottle', '瓶', 'chai', 'ขวด', 'ແກ້ວ', 'bote'],
    },
    {
      spec: ['6 × 330 ml', '6 × 330毫升', '6 × 330 ml', '6 × 330 มล.', '6 × 330 ມລ', '6 × 330 ml'],
      factor: 2.6,
      unit: ['pack', '组', 'lốc', 'แพ็ค', 'ແພັກ', 'pakete'],
    },
  ],
  count: [
    {
      spec: ['4 pcs', '4个', '4 cái', '4 ชิ้น', '4 ອັນ', '4 piraso'],
      factor: 0.6,
      unit: ['pack', '包', 'gói', 'แพ็ค', 'ແພັກ', 'pakete'],
    },
    {
      spec: ['10 pcs', '10个', '10 cái', '10 ชิ้น', '10 ອັນ', '10 piraso'],
      factor: 1.3,
      unit: ['pack', '包', 'gói', 'แพ็ค', 'ແພັກ', 'pakete'],
    },
  ],
  single: [
    {
      spec: ['1 pc', '1件', '1 cái', '1 ชิ้น', '1 ອັນ', '1 piraso'],
      factor: 1,
      unit: ['piece', '件', 'cái', 'ชิ้น', 'ອັນ', 'piraso'],
    },
  ],
};
