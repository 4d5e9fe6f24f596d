import type { CategoryDef, Words } from './vocabulary.js';

/**
 * The staples of the region's baskets: product lines × brands (or farms) × sizes. A
 * product is a line with one brand and maybe a variant (a flavour, a grape, a cut); its name is
 * composed per locale in each language's order (staplesNames in generate.ts). Words are in the
 * order [en-US, zh-CN, vi-VN, th-TH, lo-LA, fil-PH]; a brand given as a string is written alike
 * in every language.
 */

/** New top-level categories, after the first catalogue's (so its category ids do not move). */
export const STAPLE_CATEGORIES: CategoryDef[] = [
  {
    key: 'meat',
    names: ['Meat & seafood', '肉禽水产', 'Thịt và hải sản', 'เนื้อสัตว์และอาหารทะเล', 'ຊີ້ນ ແລະ ອາຫານທະເລ', 'Karne at isda'],
    children: [
      { key: 'poultry', names: ['Chicken & duck', '鸡鸭禽类', 'Gà và vịt', 'ไก่และเป็ด', 'ໄກ່ ແລະ ເປັດ', 'Manok at pato'] },
      {
        key: 'pork',
        names: ['Pork & beef', '猪肉牛肉', 'Thịt heo và bò', 'หมูและเนื้อวัว', 'ຊີ້ນໝູ ແລະ ຊີ້ນງົວ', 'Baboy at baka'],
      },
      {
        key: 'seafood',
        names: ['Fish & seafood', '鱼虾水产', 'Cá và hải sản', 'ปลาและอาหารทะเล', 'ປາ ແລະ ອາຫານທະເລ', 'Isda at lamang-dagat'],
      },
    ],
  },
  {
    key: 'pantry',
    names: ['Rice, noodles & pantry', '米面粮油', 'Gạo, mì và gia vị', 'ข้าวสาร เส้น และของแห้ง', 'ເຂົ້າສານ ເສັ້ນ ແລະ ເຄື່ອງແຫ້ງ', 'Bigas at pantry'],
    children: [
      { key: 'rice', names: ['Rice', '大米', 'Gạo', 'ข้าวสาร', 'ເຂົ້າສານ', 'Bigas'] },
      {
        key: 'noodles',
        names: ['Noodles', '面条粉丝', 'Mì và bún khô', 'เส้นและบะหมี่', 'ເສັ້ນ ແລະ ມີ່', 'Noodles at pancit'],
      },
      {
        key: 'sauces',
        names: ['Sauces & seasonings', '酱料调味', 'Nước chấm và gia vị', 'ซอสและเครื่องปรุง', 'ຊອດ ແລະ ເຄື່ອງປຸງ', 'Sarsa at pampalasa'],
      },
      { key: 'oil', names: ['Cooking oil', '食用油', 'Dầu ăn', 'น้ำมันพืช', 'ນ້ຳມັນພືດ', 'Mantika'] },
    ],
  },
  {
    key: 'chilled',
    names: ['Eggs & tofu', '蛋品豆制品', 'Trứng và đậu hũ', 'ไข่และเต้าหู้', 'ໄຂ່ ແລະ ເຕົ້າຮູ້', 'Itlog at tokwa'],
    children: [
      { key: 'eggs', names: ['Eggs', '蛋类', 'Trứng', 'ไข่', 'ໄຂ່', 'Itlog'] },
      { key: 'tofu', names: ['Tofu', '豆腐', 'Đậu hũ', 'เต้าหู้', 'ເຕົ້າຮູ້', 'Tokwa at tofu'] },
    ],
  },
];

export type Brand = string | Words;
export type Size = readonly [spec: Words, unit: Words, factor: number];

export const U = {
  bag: ['bag', '袋', 'túi', 'ถุง', 'ຖົງ', 'supot'],
  bottle: ['bottle', '瓶', 'chai', 'ขวด', 'ແກ້ວ', 'bote'],
  pack: ['pack', '包', 'gói', 'ซอง', 'ຊອງ', 'pakete'],
  multi: ['pack', '组', 'lốc', 'แพ็ค', 'ແພັກ', 'pakete'],
  box: ['box', '盒', 'hộp', 'กล่อง', 'ກັບ', 'kahon'],
  tray: ['tray', '盒', 'vỉ', 'แผง', 'ແຜງ', 'tray'],
  meat: ['pack', '盒', 'khay', 'แพ็ค', 'ແພັກ', 'pakete'],
  can: ['can', '罐', 'lon', 'กระป๋อง', 'ກະປ໋ອງ', 'lata'],
  case: ['case', '箱', 'thùng', 'ลัง', 'ແກັດ', 'case'],
  jar: ['jar', '瓶', 'hũ', 'กระปุก', 'ກະປຸກ', 'garapon'],
  piece: ['piece', '件', 'cái', 'ชิ้น', 'ອັນ', 'piraso'],
  cup: ['cup', '杯', 'ly', 'ถ้วย', 'ຈອກ', 'cup'],
  whole: ['bird', '只', 'con', 'ตัว', 'ໂຕ', 'piraso'],
} as const satisfies Record<string, Words>;

export const g = (n: number): Words => [`${n} g`, `${n}克`, `${n} g`, `${n} ก.`, `${n} ກຣາມ`, `${n} g`];
export const kg = (n: number): Words => [`${n} kg`, `${n}千克`, `${n} kg`, `${n} กก.`, `${n} ກິໂລ`, `${n} kg`];
export const ml = (n: number): Words => [`${n} ml`, `${n}毫升`, `${n} ml`, `${n} มล.`, `${n} ມລ`, `${n} ml`];
export const l = (n: number): Words => [`${n} L`, `${n}升`, `${n} lít`, `${n} ลิตร`, `${n} ລິດ`, `${n} L`];
export const cans = (n: number, size: number): Words => [
  `${n} × ${size} ml`,
  `${n} × ${size}毫升`,
  `${n} × ${size} ml`,
  `${n} × ${size} มล.`,
  `${n} × ${size} ມລ`,
  `${n} × ${size} ml`,
];
const eggs = (n: number): Words => [`${n} eggs`, `${n}枚`, `${n} quả`, `${n} ฟอง`, `${n} ໜ່ວຍ`, `${n} piraso`];
export const packs = (n: number): Words => [`${n} ${n === 1 ? 'pack' : 'packs'}`, `${n}包`, `${n} gói`, `${n} ซอง`, `${n} ຊອງ`, `${n} pakete`];
export const one: Size = [['1 pc', '1件', '1 cái', '1 ชิ้น', '1 ອັນ', '1 piraso'], U.piece, 1];

export const S = {
  rice: [[kg(1), U.bag, 1], [kg(5), U.bag, 4.6], [kg(25), U.bag, 21]],
  bagged: [[g(500), U.bag, 1], [kg(1), U.bag, 1.9]],
  noodle: [[packs(1), U.pack, 1], [packs(5), U.multi, 4.7], [packs(30), U.case, 26]],
  cupNoodle: [[packs(1), U.cup, 1], [packs(6), U.multi, 5.6]],
  sauce: [[ml(300), U.bottle, 0.55], [ml(700), U.bottle, 1]],
  jar: [[g(200), U.jar, 1], [g(400), U.jar, 1.8]],
  oil: [[l(1), U.bottle, 1], [l(2), U.bottle, 1.9], [l(5), U.bottle, 4.5]],
  meat: [[g(500), U.meat, 1], [kg(1), U.meat, 1.9]],
  whole: [[kg(1.5), U.whole, 1]],
  eggs: [[eggs(10), U.tray, 1], [eggs(30), U.tray, 2.8]],
  fewEggs: [[eggs(6), U.box, 1], [eggs(12), U.box, 1.9]],
  tofu: [[g(300), U.box, 1], [g(600), U.box, 1.9]],
  produce: [[g(500), U.bag, 1], [kg(1), U.bag, 1.9]],
  fruit: [[kg(1), U.bag, 1], [kg(2), U.bag, 1.9]],
  beer: [[ml(330), U.can, 1], [cans(6, 330), U.multi, 5.6], [cans(24, 330), U.case, 21]],
  can: [[ml(250), U.can, 1], [cans(6, 250), U.multi, 5.6]],
  wine: [[ml(750), U.bottle, 1]],
  tin: [[g(155), U.can, 1], [cans(3, 155), U.multi, 2.8]],
  snack: [[g(60), U.pack, 1], [g(150), U.pack, 2.2]],
  box: [[g(300), U.box, 1], [g(600), U.box, 1.9]],
  liquid: [[l(1), U.bottle, 1], [l(3), U.bottle, 2.6]],
  bar: [[g(90), U.piece, 1], [['4 × 90 g', '4 × 90克', '4 × 90 g', '4 × 90 ก.', '4 × 90 ກຣາມ', '4 × 90 g'], U.multi, 3.6]],
  care: [[ml(50), U.bottle, 1], [ml(100), U.bottle, 1.8]],
  rolls: [[['30 bags', '30只', '30 cái', '30 ใบ', '30 ໃບ', '30 piraso'], U.pack, 1]],
  single: [one],
} as const satisfies Record<string, readonly Size[]>;

export interface StapleLine {
  category: string;
  emoji: string;
  hue: number;
  /** Price of the first size in US cents, converted per country. */
  usdCents: number;
  sizes: readonly Size[];
  names: Words;
  /** Brands (or farms) and, for some, a variant; a third element scales the price. */
  products: readonly (readonly [Brand, (Words | null)?, number?])[];
}

export const w = (...words: Words): Words => words;
export const line = (
  category: string,
  emoji: string,
  hue: number,
  usdCents: number,
  sizes: readonly Size[],
  names: Words,
  products: StapleLine['products'],
): StapleLine => ({ category, emoji, hue, usdCents, sizes, names, products });

// Brands with their own name in a language (others are written alike everywhere).
export const B = {
  cp: w('CP', 'CP', 'CP', 'ซีพี', 'ຊີພີ', 'CP'),
  betagro: w('Betagro', 'Betagro', 'Betagro', 'เบทาโกร', 'ເບທາໂກຣ', 'Betagro'),
  mama: w('Mama', '妈妈', 'Mama', 'มาม่า', 'ມາມ່າ', 'Mama'),
  masterKong: w('Master Kong', '康师傅', 'Master Kong', 'คังซือฟู่', 'ຄັງຊືຟູ່', 'Master Kong'),
  leeKumKee: w('Lee Kum Kee', '李锦记', 'Lee Kum Kee', 'ลีกุมกี่', 'ລີກຸມກີ່', 'Lee Kum Kee'),
  haday: w('Haday', '海天', 'Haday', 'ไห่เทียน', 'ໄຫ່ທຽນ', 'Haday'),
  arawana: w('Arawana', '金龙鱼', 'Arawana', 'อโรวาน่า', 'ອາໂຣວານາ', 'Arawana'),
  chang: w('Chang', '象牌', 'Chang', 'ช้าง', 'ຊ້າງ', 'Chang'),
  singha: w('Singha', '胜狮', 'Singha', 'สิงห์', 'ສິງ', 'Singha'),
  leo: w('Leo', '豹牌', 'Leo', 'ลีโอ', 'ລີໂອ', 'Leo'),
  beerlao: w('Beerlao', '老挝', 'Beerlao', 'ลาว', 'ລາວ', 'Beerlao'),
  tiger: w('Tiger', '虎牌', 'Tiger', 'ไทเกอร์', 'ໄທເກີ', 'Tiger'),
  sanMiguel: w('San Miguel', '生力', 'San Miguel', 'ซานมิเกล', 'ຊານມີເກລ', 'San Miguel'),
  redHorse: w('Red Horse', '红马', 'Red Horse', 'เรดฮอร์ส', 'ເຣດຮອສ', 'Red Horse'),
  tsingtao: w('Tsingtao', '青岛', 'Tsingtao', 'ชิงเต่า', 'ຊິງເຕົ່າ', 'Tsingtao'),
  saigon: w('Saigon', '西贡', 'Sài Gòn', 'ไซง่อน', 'ໄຊງ່ອນ', 'Saigon'),
  hanoi: w('Hanoi', '河内', 'Hà Nội', 'ฮานอย', 'ຮ່າໂນ້ຍ', 'Hanoi'),
  greatWall: w('Great Wall', '长城', 'Great Wall', 'เกรทวอลล์', 'ເກຣດວອລ', 'Great Wall'),
  changyu: w('Changyu', '张裕', 'Changyu', 'ฉางอวี้', 'ຊາງອວີ້', 'Changyu'),
  redBull: w('Red Bull', '红牛', 'Red Bull', 'กระทิงแดง', 'ກະທິງແດງ', 'Red Bull'),
  carabao: w('Carabao', '卡拉宝', 'Carabao', 'คาราบาว', 'ຄາລາບາວ', 'Carabao'),
  mengniu: w('Mengniu', '蒙牛', 'Mengniu', 'เหมิงหนิว', 'ເໝິງໜິວ', 'Mengniu'),
  yili: w('Yili', '伊利', 'Yili', 'อีลี่', 'ອີລີ່', 'Yili'),
  wanchai: w('Wanchai Ferry', '湾仔码头', 'Wanchai Ferry', 'หวันไจ๋', 'ຫວັນໄຈ໋', 'Wanchai Ferry'),
  royalUmbrella: w('Royal Umbrella', '皇家金伞', 'Royal Umbrella', 'ตราฉัตร', 'ຕາສັດ', 'Royal Umbrella'),
  mahBoonkrong: w('Mah Boonkrong', '玛汶空', 'Mah Boonkrong', 'มาบุญครอง', 'ມາບຸນຄອງ', 'Mah Boonkrong'),
  healthyBoy: w('Healthy Boy', '健康男孩', 'Healthy Boy', 'เด็กสมบูรณ์', 'ເດັກສົມບູນ', 'Healthy Boy'),
  maekrua: w('Maekrua', '妈咪厨房', 'Maekrua', 'แม่ครัว', 'ແມ່ຄົວ', 'Maekrua'),
  kohKae: w('Koh Kae', '高佳', 'Koh Kae', 'โก๋แก่', 'ໂກ໋ແກ່', 'Koh Kae'),
  taoKaeNoi: w('Taokaenoi', '小老板', 'Taokaenoi', 'เถ้าแก่น้อย', 'ເຖົ້າແກ່ນ້ອຍ', 'Taokaenoi'),
  royalProject: w('Royal Project', '皇家项目', 'Royal Project', 'โครงการหลวง', 'ໂຄງການຫຼວງ', 'Royal Project'),
  dalat: w('Da Lat', '大叻', 'Đà Lạt', 'ดาลัด', 'ດາລາດ', 'Da Lat'),
  benguet: w('Benguet', '本格特', 'Benguet', 'เบงเก็ต', 'ເບັງເກັດ', 'Benguet'),
  yunnan: w('Yunnan', '云南', 'Vân Nam', 'ยูนนาน', 'ຢູນນານ', 'Yunnan'),
  champasak: w('Champasak', '占巴塞', 'Champasak', 'จำปาศักดิ์', 'ຈຳປາສັກ', 'Champasak'),
  chanthaburi: w('Chanthaburi', '尖竹汶', 'Chanthaburi', 'จันทบุรี', 'ຈັນທະບູລີ', 'Chanthaburi'),
  mekong: w('Mekong Delta', '湄公河', 'Miền Tây', 'ลุ่มน้ำโขง', 'ລຸ່ມນ້ຳຂອງ', 'Mekong'),
  davao: w('Davao', '达沃', 'Davao', 'ดาเวา', 'ດາເວົາ', 'Davao'),
  hainan: w('Hainan', '海南', 'Hải Nam', 'ไหหลำ', 'ໄຫໜຳ', 'Hainan'),
  chaiya: w('Chaiya', '猜亚', 'Chaiya', 'ไชยา', 'ໄຊຍາ', 'Chaiya'),
} as const;

// Variants: flavours, grapes, cuts and colours.
const V = {
  tomYum: w('Tom Yum Shrimp', '冬阴功虾味', 'tôm yum', 'รสต้มยำกุ้ง', 'ລົດຕົ້ມຍຳກຸ້ງ', 'Tom Yum Shrimp'),
  porkFlavour: w('Minced Pork', '猪肉末味', 'thịt bằm', 'รสหมูสับ', 'ລົດໝູສັບ', 'Minced Pork'),
  sourShrimp: w('Sour & Spicy Shrimp', '酸辣虾味', 'tôm chua cay', 'รสกุ้งเปรี้ยวเผ็ด', 'ລົດກຸ້ງສົ້ມເຜັດ', 'Sour & Spicy Shrimp'),
  chickenFlavour: w('Chicken', '鸡肉味', 'vị gà', 'รสไก่', 'ລົດໄກ່', 'Chicken'),
  beefFlavour: w('Beef', '牛肉味', 'vị bò', 'รสเนื้อ', 'ລົດຊີ້ນງົວ', 'Beef'),
  braisedBeef: w('Braised Beef', '红烧牛肉', 'bò hầm', 'รสเนื้อตุ๋น', 'ລົດຊີ້ນງົວຕຸ໋ນ', 'Braised Beef'),
  seafoodFlavour: w('Seafood', '海鲜味', 'hải sản', 'รสซีฟู้ด', 'ລົດອາຫານທະເລ', 'Seafood'),
  pickledCabbage: w('Pickled Cabbage', '老坛酸菜', 'dưa cải', 'รสผักดอง', 'ລົດຜັກດອງ', 'Pickled Cabbage'),
  chilimansi: w('Chilimansi', '青柠辣味', 'ớt chanh', 'รสพริกมะนาว', 'ລົດພິກໝາກນາວ', 'Chilimansi'),
  original: w('Original', '原味', 'nguyên bản', 'ดั้งเดิม', 'ດັ້ງເດີມ', 'Original'),
  miGoreng: w('Mi Goreng', '印尼炒面', 'Mi Goreng', 'มี่โกเร็ง', 'ມີ່ໂກເຣັງ', 'Mi Goreng'),
  hotChicken: w('Hot Chicken', '火鸡面', 'gà cay', 'ไก่เผ็ด', 'ໄກ່ເຜັດ', 'Hot Chicken'),
  lager: w('Lager', '拉格', 'lager', 'ลาเกอร์', 'ລາເກີ', 'Lager'),
  dark: w('Dark', '黑', 'đen', 'ดำ', 'ດຳ', 'Dark'),
  classic: w('Classic', '经典', 'Classic', 'คลาสสิก', 'ຄລາສສິກ', 'Classic'),
  special: w('Special', '特级', 'Special', 'สเปเชียล', 'ສະເປຊຽວ', 'Special'),
  crystal: w('Crystal', '冰爽', 'Crystal', 'คริสตัล', 'ຄຣິສຕັລ', 'Crystal'),
  pilsen: w('Pale Pilsen', '淡色', 'Pale Pilsen', 'เพลพิลเซน', 'ເພລພິລເຊນ', 'Pale Pilsen'),
  strong: w('Extra Strong', '烈性', 'Extra Strong', 'สตรอง', 'ສະຕຣອງ', 'Extra Strong'),
  shiraz: w('Shiraz', '西拉', 'Shiraz', 'ชีราซ', 'ຊີຣາຊ', 'Shiraz'),
  merlot: w('Merlot', '梅洛', 'Merlot', 'เมอร์โลต์', 'ເມີໂລ', 'Merlot'),
  cabernet: w('Cabernet Sauvignon', '赤霞珠', 'Cabernet Sauvignon', 'คาเบอร์เนต์', 'ຄາເບີເນ', 'Cabernet Sauvignon'),
  chenin: w('Chenin Blanc', '白诗南', 'Chenin Blanc', 'เชอแนง บลอง', 'ເຊີແນງ ບລັງ', 'Chenin Blanc'),
  sauvignon: w('Sauvignon Blanc', '长相思', 'Sauvignon Blanc', 'โซวีญง บลอง', 'ໂຊວິນຍົງ ບລັງ', 'Sauvignon Blanc'),
  palm: w('Palm', '棕榈', 'cọ', 'ปาล์ม', 'ປາມ', 'Palm'),
  sunflower: w('Sunflower', '葵花籽', 'hướng dương', 'ทานตะวัน', 'ທານຕະເວັນ', 'Sunflower'),
  canola: w('Canola', '菜籽', 'hạt cải', 'คาโนล่า', 'ຄາໂນລາ', 'Canola'),
  peanut: w('Peanut', '花生', 'đậu phộng', 'ถั่วลิสง', 'ຖົ່ວດິນ', 'Peanut'),
  blend: w('Vegetable', '调和', 'thực vật', 'ผสม', 'ປະສົມ', 'Vegetable'),
  sinandomeng: w('Sinandomeng', '辛南多孟', 'Sinandomeng', 'ซินันโดเมง', 'ຊິນັນໂດເມງ', 'Sinandomeng'),
  dinorado: w('Dinorado', '迪诺拉多', 'Dinorado', 'ดีโนราโด', 'ດີໂນຣາໂດ', 'Dinorado'),
  wuchang: w('Wuchang', '五常', 'Ngũ Thường', 'อู่ฉาง', 'ອູ່ຊາງ', 'Wuchang'),
  northeast: w('Northeast', '东北', 'Đông Bắc', 'ตงเป่ย', 'ຕົງເປີ່ຍ', 'Northeast'),
  black: w('Black', '黑色', 'màu đen', 'สีดำ', 'ສີດຳ', 'Black'),
  white: w('White', '白色', 'màu trắng', 'สีขาว', 'ສີຂາວ', 'White'),
  navy: w('Navy', '藏青色', 'màu navy', 'สีกรมท่า', 'ສີຟ້າແກ່', 'Navy'),
  pork: w('Pork & Chive', '猪肉韭菜', 'heo hẹ', 'หมูกุยช่าย', 'ໝູກຸຍຊ່າຍ', 'Pork & Chive'),
  shrimp: w('Shrimp', '鲜虾', 'tôm', 'กุ้ง', 'ກຸ້ງ', 'Shrimp'),
} as const;

export const STAPLE_LINES: StapleLine[] = [
  // Rice
  line('rice', 'cooked-rice', 40, 180, S.rice, w('Jasmine Rice', '泰国茉莉香米', 'Gạo thơm lài', 'ข้าวหอมมะลิ', 'ເຂົ້າຫອມມະລິ', 'Jasmine rice'), [
    [B.royalUmbrella, null, 1.2],
    [B.mahBoonkrong],
    ['Golden Phoenix'],
    ['Hom Mali Gold', null, 1.1],
  ]),
  line('rice', 'cooked-rice', 30, 200, S.rice, w('ST25 Rice', 'ST25大米', 'Gạo ST25', 'ข้าว ST25', 'ເຂົ້າ ST25', 'ST25 rice'), [
    ['Ông Cua', null, 1.15],
    ['Vinafood'],
    ['Tấn Vương'],
  ]),
  line('rice', 'rice-ball', 50, 190, S.rice, w('Sticky Rice', '糯米', 'Gạo nếp', 'ข้าวเหนียว', 'ເຂົ້າໜຽວ', 'Malagkit na bigas'), [
    [B.mahBoonkrong],
    ['Savan Farm'],
    ['Vinafood'],
  ]),
  line('rice', 'sheaf-of-rice', 45, 150, S.rice, w('Rice', '大米', 'Gạo', 'ข้าวสาร', 'ເຂົ້າສານ', 'Bigas'), [
    ["Harvester's", V.sinandomeng],
    ["Harvester's", V.dinorado, 1.2],
    [B.arawana, V.wuchang, 1.6],
    [B.arawana, V.northeast, 1.2],
  ]),
  line('rice', 'sheaf-of-rice', 25, 230, S.rice, w('Brown Rice', '糙米', 'Gạo lứt', 'ข้าวกล้อง', 'ເຂົ້າກ້ອງ', 'Brown rice'), [
    [B.mahBoonkrong],
    ['Vinafood'],
    ['Jordan Farms'],
  ]),
  // Noodles
  line('noodles', 'steaming-bowl', 20, 35, S.noodle, w('Instant Noodles', '方便面', 'Mì ăn liền', 'บะหมี่กึ่งสำเร็จรูป', 'ມີ່ກຶ່ງສຳເລັດຮູບ', 'Instant noodles'), [
    [B.mama, V.tomYum],
    [B.mama, V.porkFlavour],
    ['Hảo Hảo', V.sourShrimp],
    ['Vifon', V.chickenFlavour],
    ['Lucky Me!', V.beefFlavour],
    ['Lucky Me!', V.chickenFlavour],
    [B.masterKong, V.braisedBeef, 1.3],
    [B.masterKong, V.pickledCabbage, 1.3],
    ['Nissin', V.seafoodFlavour, 1.2],
    ['Wai Wai', V.chickenFlavour],
    ['Omachi', V.braisedBeef, 1.2],
    ['Acecook', V.sourShrimp],
    ['Yum Yum', V.tomYum],
    ['Vifon', V.beefFlavour],
  ]),
  line('noodles', 'steaming-bowl', 35, 60, S.cupNoodle, w('Cup Noodles', '杯面', 'Mì ly', 'บะหมี่ถ้วย', 'ມີ່ຈອກ', 'Cup noodles'), [
    ['Nissin', V.seafoodFlavour],
    [B.mama, V.tomYum],
    ['Lucky Me!', V.beefFlavour],
    [B.masterKong, V.braisedBeef],
    ['Acecook', V.sourShrimp],
  ]),
  line('noodles', 'spaghetti', 40, 45, S.noodle, w('Stir-fry Noodles', '干拌面', 'Mì xào', 'บะหมี่แห้ง', 'ມີ່ແຫ້ງ', 'Pancit canton'), [
    ['Lucky Me!', V.chilimansi],
    ['Lucky Me!', V.original],
    ['Indomie', V.miGoreng],
    ['Samyang', V.hotChicken, 1.8],
  ]),
  line('noodles', 'spaghetti', 55, 150, S.bagged, w('Rice Vermicelli', '米粉', 'Bún khô', 'เส้นหมี่', 'ເສັ້ນໝີ່', 'Bihon'), [
    ['Safoco'],
    ['Bích Chi'],
    ['Erawan'],
    ['Excellent'],
  ]),
  line('noodles', 'spaghetti', 190, 140, S.bagged, w('Glass Noodles', '龙口粉丝', 'Miến', 'วุ้นเส้น', 'ເສັ້ນລ້ອນ', 'Sotanghon'), [
    ['Longkou'],
    ['Kaset'],
    ['Việt San'],
  ]),
  // Sauces and seasonings
  line('sauces', 'sake', 30, 250, S.sauce, w('Fish Sauce', '鱼露', 'Nước mắm', 'น้ำปลา', 'ນ້ຳປາ', 'Patis'), [
    ['Nam Ngư'],
    ['Chin-su'],
    ['Red Boat', null, 2.2],
    ['Squid Brand'],
    ['Tiparos'],
    ['Rufina'],
    ['Three Crabs', null, 1.4],
    ['Phú Quốc 584', null, 1.3],
  ]),
  line('sauces', 'sake', 20, 200, S.sauce, w('Soy Sauce', '酱油', 'Nước tương', 'ซีอิ๊วขาว', 'ສະອິ໋ວ', 'Toyo'), [
    ['Maggi'],
    ['Kikkoman', null, 1.6],
    ['Silver Swan'],
    ['Datu Puti'],
    [B.haday],
    [B.healthyBoy],
  ]),
  line('sauces', 'jar', 25, 230, S.sauce, w('Oyster Sauce', '蚝油', 'Dầu hào', 'ซอสหอยนางรม', 'ຊອດຫອຍນາງລົມ', 'Oyster sauce'), [
    [B.leeKumKee, null, 1.3],
    [B.maekrua],
    ['Cholimex'],
  ]),
  line('sauces', 'hot-pepper', 0, 180, S.sauce, w('Chili Sauce', '辣椒酱', 'Tương ớt', 'ซอสพริก', 'ຊອດໝາກເຜັດ', 'Chili sauce'), [
    ['Sriraja Panich'],
    ['Chin-su'],
    ['Cholimex'],
    ['Lao Gan Ma', null, 1.4],
  ]),
  line('sauces', 'sake', 45, 120, S.sauce, w('Vinegar', '醋', 'Giấm', 'น้ำส้มสายชู', 'ນ້ຳສົ້ມສາຍຊູ', 'Suka'), [
    ['Datu Puti'],
    ['Silver Swan'],
    ['Chinkiang', null, 1.5],
  ]),
  line('sauces', 'salt', 210, 150, S.bagged, w('Sugar', '白砂糖', 'Đường cát', 'น้ำตาลทราย', 'ນ້ຳຕານຊາຍ', 'Asukal'), [
    ['Mitr Phol'],
    ['Biên Hòa'],
    ['Taikoo', null, 1.3],
  ]),
  line('sauces', 'salt', 30, 200, S.jar, w('Seasoning Powder', '调味粉', 'Hạt nêm', 'ผงปรุงรส', 'ຜົງປຸງລົດ', 'Seasoning granules'), [
    ['Knorr'],
    ['Aji-ngon'],
    ['Rosdee'],
  ]),
  line('sauces', 'canned-food', 120, 120, S.tin, w('Coconut Milk', '椰浆', 'Nước cốt dừa', 'กะทิ', 'ກະທິ', 'Gata'), [
    ['Chaokoh'],
    ['Aroy-D'],
    ['Vietcoco'],
  ]),
  line('sauces', 'jar', 10, 160, S.jar, w('Curry Paste', '咖喱酱', 'Sốt cà ri', 'พริกแกง', 'ພິກແກງ', 'Curry paste'), [
    ['Mae Ploy'],
    ['Lobo'],
  ]),
  // Cooking oil
  line('oil', 'olive', 50, 220, S.oil, w('Cooking Oil', '食用油', 'Dầu ăn', 'น้ำมันพืช', 'ນ້ຳມັນພືດ', 'Mantika'), [
    ['Neptune', V.blend],
    ['Tường An', V.blend],
    ['Morakot', V.palm],
    ['Baguio', V.palm],
    ['Simply', V.sunflower, 1.4],
    ['Canola Gold', V.canola, 1.5],
    [B.arawana, V.peanut, 1.6],
  ]),
  // Chicken and duck
  ...(
    [
      ['chicken', 30, 450, S.whole, w('Whole Chicken', '整鸡', 'Gà nguyên con', 'ไก่ทั้งตัว', 'ໄກ່ທັງໂຕ', 'Buong manok')],
      ['poultry-leg', 20, 280, S.meat, w('Chicken Breast', '鸡胸肉', 'Ức gà', 'อกไก่', 'ເອິກໄກ່', 'Pitso ng manok')],
      ['poultry-leg', 35, 260, S.meat, w('Chicken Thigh', '鸡腿肉', 'Đùi gà', 'สะโพกไก่', 'ໂຄນຂາໄກ່', 'Hita ng manok')],
      ['poultry-leg', 10, 300, S.meat, w('Chicken Wings', '鸡翅', 'Cánh gà', 'ปีกไก่', 'ປີກໄກ່', 'Pakpak ng manok')],
    ] as const
  ).map(([emoji, hue, usd, sizes, names]) =>
    line('poultry', emoji, hue, usd, sizes, names, [[B.cp], [B.betagro], ['Magnolia']]),
  ),
  line('poultry', 'duck', 50, 700, S.whole, w('Whole Duck', '整鸭', 'Vịt nguyên con', 'เป็ดทั้งตัว', 'ເປັດທັງໂຕ', 'Buong pato'), [
    [B.cp],
    ['Cherry Valley'],
  ]),
  // Pork and beef
  line('pork', 'bacon', 350, 420, S.meat, w('Pork Belly', '五花肉', 'Thịt ba chỉ', 'หมูสามชั้น', 'ຊີ້ນໝູສາມຊັ້ນ', 'Liempo'), [
    [B.cp],
    [B.betagro],
    ['Vissan'],
  ]),
  line('pork', 'cut-of-meat', 5, 380, S.meat, w('Minced Pork', '猪肉末', 'Thịt heo xay', 'หมูสับ', 'ຊີ້ນໝູສັບ', 'Giniling na baboy'), [
    [B.cp],
    ['Vissan'],
    ['Monterey'],
  ]),
  line('pork', 'meat-on-bone', 15, 450, S.meat, w('Pork Ribs', '猪肋排', 'Sườn non', 'ซี่โครงหมู', 'ກະດູກຂ້າງໝູ', 'Tadyang ng baboy'), [
    [B.betagro],
    ['Vissan'],
    ['Monterey'],
  ]),
  line('pork', 'cut-of-meat', 355, 700, S.meat, w('Beef Slices', '肥牛片', 'Thịt bò thái lát', 'เนื้อวัวสไลซ์', 'ຊີ້ນງົວຊອຍ', 'Hiniwang baka'), [
    ['Thai-French'],
    ['Monterey'],
    ['Kerchin', null, 1.3],
  ]),
  line('pork', 'dumpling', 40, 450, S.bagged, w('Frozen Dumplings', '速冻水饺', 'Há cảo đông lạnh', 'เกี๊ยวแช่แข็ง', 'ກ້ຽວແຊ່ແຂງ', 'Frozen dumplings'), [
    ['Bibigo', V.pork],
    [B.wanchai, V.pork, 1.2],
    [B.cp, V.shrimp],
  ]),
  line('pork', 'meat-on-bone', 0, 500, S.bagged, w('Chinese Sausage', '广式腊肠', 'Lạp xưởng', 'กุนเชียง', 'ກຸນຊຽງ', 'Chinese sausage'), [
    ['Vissan'],
    ['Purefoods'],
  ]),
  // Fish and seafood
  line('seafood', 'fish', 200, 350, S.meat, w('Tilapia', '罗非鱼', 'Cá rô phi', 'ปลานิล', 'ປານິນ', 'Tilapya'), [[B.cp], ['Vĩnh Hoàn']]),
  line('seafood', 'fish', 15, 1200, S.meat, w('Salmon Fillet', '三文鱼排', 'Phi lê cá hồi', 'แซลมอนแล่', 'ປາແຊລມອນ', 'Salmon fillet'), [
    ['Mowi'],
    ['Lerøy'],
  ]),
  line('seafood', 'fish', 40, 320, S.meat, w('Basa Fillet', '巴沙鱼柳', 'Phi lê cá basa', 'ปลาดอลลี่', 'ປາດໍລີ່', 'Cream dory'), [
    ['Vĩnh Hoàn'],
    ['Hùng Vương'],
  ]),
  line('seafood', 'fish', 210, 380, S.meat, w('Milkfish', '虱目鱼', 'Cá măng', 'ปลานวลจันทร์ทะเล', 'ປານວນຈັນ', 'Bangus'), [
    ['Sarangani Bay'],
    ['Bonuan'],
  ]),
  line('seafood', 'shrimp', 10, 900, S.meat, w('Tiger Prawns', '草虾', 'Tôm sú', 'กุ้งกุลาดำ', 'ກຸ້ງກຸລາດຳ', 'Sugpo'), [
    ['Minh Phú'],
    [B.cp],
  ]),
  line('seafood', 'squid', 340, 650, S.meat, w('Squid', '鱿鱼', 'Mực ống', 'ปลาหมึก', 'ປາມຶກ', 'Pusit'), [
    ['Ocean Gift'],
    [B.cp],
  ]),
  line('seafood', 'canned-food', 200, 180, S.tin, w('Canned Tuna', '金枪鱼罐头', 'Cá ngừ đóng hộp', 'ทูน่ากระป๋อง', 'ປາທູນາກະປ໋ອງ', 'De-latang tuna'), [
    ['Century'],
    ['Sealect'],
    ['Ayam'],
  ]),
  line('seafood', 'canned-food', 0, 120, S.tin, w('Canned Sardines', '沙丁鱼罐头', 'Cá mòi đóng hộp', 'ปลากระป๋อง', 'ປາກະປ໋ອງ', 'Sardinas'), [
    ['Ligo'],
    ['Mega'],
    ['Roza'],
  ]),
  line('seafood', 'oden', 30, 300, S.bagged, w('Fish Balls', '鱼丸', 'Cá viên', 'ลูกชิ้นปลา', 'ລູກຊີ້ນປາ', 'Fish ball'), [
    [B.cp],
    ['Vissan'],
  ]),
  // Eggs and tofu
  line('eggs', 'egg', 40, 140, S.eggs, w('Fresh Eggs', '鲜鸡蛋', 'Trứng gà tươi', 'ไข่ไก่สด', 'ໄຂ່ໄກ່ສົດ', 'Sariwang itlog'), [
    [B.cp],
    [B.betagro],
    ['Ba Huân'],
    ['Bounty Fresh'],
    ['Family Farm', null, 1.3],
  ]),
  line('eggs', 'nest-with-eggs', 60, 180, S.eggs, w('Duck Eggs', '鸭蛋', 'Trứng vịt', 'ไข่เป็ด', 'ໄຂ່ເປັດ', 'Itlog ng pato'), [
    ['Ba Huân'],
    [B.cp],
  ]),
  line('eggs', 'egg', 20, 200, S.fewEggs, w('Salted Eggs', '咸鸭蛋', 'Trứng vịt muối', 'ไข่เค็ม', 'ໄຂ່ເຄັມ', 'Itlog na maalat'), [
    [B.chaiya],
    ['Bounty Fresh'],
  ]),
  line('eggs', 'egg', 80, 150, S.fewEggs, w('Quail Eggs', '鹌鹑蛋', 'Trứng cút', 'ไข่นกกระทา', 'ໄຂ່ນົກຂຸ້ມ', 'Itlog ng pugo'), [
    ['Ba Huân'],
    ['Family Farm'],
  ]),
  line('eggs', 'egg', 270, 220, S.fewEggs, w('Century Eggs', '皮蛋', 'Trứng bắc thảo', 'ไข่เยี่ยวม้า', 'ໄຂ່ເຢີ່ຽວມ້າ', 'Century egg'), [
    ['Shendan'],
    [B.chaiya],
  ]),
  line('tofu', 'cheese-wedge', 50, 90, S.tofu, w('Firm Tofu', '老豆腐', 'Đậu hũ chiên', 'เต้าหู้แข็ง', 'ເຕົ້າຮູ້ແຂງ', 'Tokwa'), [
    ['Vinasoy'],
    ['White Lotus'],
    ['Nature Soy'],
  ]),
  line('tofu', 'cheese-wedge', 60, 100, S.tofu, w('Silken Tofu', '嫩豆腐', 'Đậu hũ non', 'เต้าหู้อ่อน', 'ເຕົ້າຮູ້ອ່ອນ', 'Silken tofu'), [
    ['Morinaga', null, 1.4],
    ['Vinasoy'],
    ['White Lotus'],
  ]),
  // Vegetables and fruit, by the farm or region they come from
  ...(
    [
      ['vegetables', 'leafy-green', 110, 110, w('Choy Sum', '菜心', 'Cải ngọt', 'ผักกวางตุ้ง', 'ຜັກກາດຂຽວ', 'Pechay'), [B.dalat, B.royalProject]],
      ['vegetables', 'cucumber', 100, 120, w('Cucumber', '黄瓜', 'Dưa leo', 'แตงกวา', 'ໝາກແຕງ', 'Pipino'), [B.dalat, B.benguet]],
      ['vegetables', 'hot-pepper', 0, 250, w("Bird's Eye Chili", '小米辣', 'Ớt hiểm', 'พริกขี้หนู', 'ໝາກເຜັດນ້ອຍ', 'Siling labuyo'), [B.champasak, B.yunnan]],
      ['vegetables', 'garlic', 40, 300, w('Garlic', '大蒜', 'Tỏi', 'กระเทียม', 'ຜັກທຽມ', 'Bawang'), [B.yunnan, B.champasak]],
      ['vegetables', 'onion', 300, 200, w('Red Onion', '红葱头', 'Hành tím', 'หอมแดง', 'ຜັກບົ່ວແດງ', 'Sibuyas'), [B.benguet, B.mekong]],
      ['vegetables', 'herb', 80, 150, w('Lemongrass', '香茅', 'Sả', 'ตะไคร้', 'ຫົວສິງໄຄ', 'Tanglad'), [B.champasak, B.mekong]],
      ['vegetables', 'ginger-root', 35, 220, w('Ginger', '生姜', 'Gừng', 'ขิง', 'ຂີງ', 'Luya'), [B.yunnan, B.benguet]],
      ['vegetables', 'ear-of-corn', 50, 130, w('Sweet Corn', '甜玉米', 'Bắp ngọt', 'ข้าวโพดหวาน', 'ສາລີຫວານ', 'Mais'), [B.royalProject, B.dalat]],
      ['vegetables', 'eggplant', 280, 150, w('Eggplant', '茄子', 'Cà tím', 'มะเขือยาว', 'ໝາກເຂືອ', 'Talong'), [B.benguet, B.mekong]],
      ['vegetables', 'mushroom', 20, 350, w('Straw Mushrooms', '草菇', 'Nấm rơm', 'เห็ดฟาง', 'ເຫັດເຟືອງ', 'Kabuteng saba'), [B.mekong, B.royalProject]],
      ['fruit', 'pineapple', 50, 180, w('Pineapple', '菠萝', 'Dứa', 'สับปะรด', 'ໝາກນັດ', 'Pinya'), ['Del Monte', 'Dole']],
      ['fruit', 'watermelon', 350, 120, w('Watermelon', '西瓜', 'Dưa hấu', 'แตงโม', 'ໝາກໂມ', 'Pakwan'), [B.mekong, B.hainan]],
      ['fruit', 'grapes', 40, 400, w('Longan', '龙眼', 'Nhãn', 'ลำไย', 'ໝາກຍຳໄຍ', 'Longan'), [B.chanthaburi, B.mekong]],
      ['fruit', 'lemon', 90, 250, w('Pomelo', '柚子', 'Bưởi', 'ส้มโอ', 'ໝາກກ້ຽງໂອ', 'Suha'), [B.mekong, B.davao]],
      ['fruit', 'cherries', 350, 350, w('Rambutan', '红毛丹', 'Chôm chôm', 'เงาะ', 'ໝາກເງາະ', 'Rambutan'), [B.chanthaburi, B.mekong]],
      ['fruit', 'melon', 30, 180, w('Papaya', '木瓜', 'Đu đủ', 'มะละกอ', 'ໝາກຫຸ່ງ', 'Papaya'), [B.davao, B.champasak]],
      ['fruit', 'lemon', 110, 200, w('Lime', '青柠檬', 'Chanh', 'มะนาว', 'ໝາກນາວ', 'Dayap'), [B.chanthaburi, B.champasak]],
    ] as const
  ).map(([category, emoji, hue, usd, names, farms]) =>
    line(category, emoji, hue, usd, category === 'fruit' ? S.fruit : S.produce, names, farms.map((f) => [f] as const)),
  ),
  // Beer and wine (18+)
  line('beer', 'beer-mug', 45, 80, S.beer, w('Beer', '啤酒', 'Bia', 'เบียร์', 'ເບຍ', 'Beer'), [
    [B.beerlao, V.lager],
    [B.beerlao, V.dark, 1.1],
    [B.chang, V.classic],
    [B.singha, V.lager, 1.1],
    [B.leo],
    [B.saigon, V.special],
    ['333'],
    [B.tiger, V.crystal, 1.1],
    [B.sanMiguel, V.pilsen],
    [B.redHorse, V.strong],
    [B.tsingtao, null, 1.1],
    [B.hanoi],
    ['Heineken', null, 1.3],
    [B.tiger, V.lager],
  ]),
  line('wine', 'wine-glass', 345, 1200, S.wine, w('Wine', '葡萄酒', 'Rượu vang', 'ไวน์', 'ເຫຼົ້າແວງ', 'Alak'), [
    ["Jacob's Creek", V.shiraz],
    ['Yellow Tail', V.merlot],
    [B.greatWall, V.cabernet],
    [B.changyu, V.cabernet, 1.3],
    ['GranMonte', V.chenin, 1.5],
    ['Oyster Bay', V.sauvignon, 1.6],
  ]),
  // Drinks, dairy, coffee
  line('soft', 'cup-with-straw', 10, 60, S.can, w('Energy Drink', '能量饮料', 'Nước tăng lực', 'เครื่องดื่มชูกำลัง', 'ເຄື່ອງດື່ມຊູກຳລັງ', 'Energy drink'), [
    [B.redBull],
    [B.carabao],
    ['M-150'],
    ['Sting'],
    ['Lipovitan'],
  ]),
  line('milk', 'glass-of-milk', 200, 150, S.liquid, w('UHT Milk', '纯牛奶', 'Sữa tiệt trùng', 'นมยูเอชที', 'ນົມ UHT', 'UHT milk'), [
    ['Vinamilk'],
    ['TH true MILK', null, 1.1],
    ['Foremost'],
    ['Meiji', null, 1.2],
    [B.mengniu],
    [B.yili],
    ['Dutch Lady'],
  ]),
  line('milk', 'canned-food', 40, 130, S.tin, w('Condensed Milk', '炼乳', 'Sữa đặc', 'นมข้นหวาน', 'ນົມຂົ້ນຫວານ', 'Condensed milk'), [
    ['Ông Thọ'],
    ['Carnation'],
    ['Alaska'],
    ['Bear Brand'],
  ]),
  line('coffee', 'hot-beverage', 30, 300, S.box, w('3-in-1 Coffee', '三合一咖啡', 'Cà phê 3 in 1', 'กาแฟ 3in1', 'ກາເຟ 3in1', '3-in-1 coffee'), [
    ['G7'],
    ['Nescafé'],
    ['Dao Coffee'],
    ['Kopiko'],
    ['Great Taste'],
    ['Birdy'],
  ]),
  // Snacks
  line('chips', 'rice-cracker', 20, 90, S.snack, w('Shrimp Crackers', '虾片', 'Bánh phồng tôm', 'ข้าวเกรียบกุ้ง', 'ເຂົ້າຂຽບກຸ້ງ', 'Kropek'), [
    ['Sa Giang'],
    ['Calbee'],
    ['Oishi'],
  ]),
  line('chips', 'leafy-green', 140, 120, S.snack, w('Seaweed Snack', '海苔', 'Snack rong biển', 'สาหร่ายทอด', 'ສາຫຼ່າຍທອດ', 'Seaweed snack'), [
    [B.taoKaeNoi],
    ['Masita'],
  ]),
  line('chips', 'peanuts', 35, 110, S.snack, w('Roasted Peanuts', '花生', 'Đậu phộng rang', 'ถั่วลิสงอบ', 'ຖົ່ວດິນອົບ', 'Mani'), [
    [B.kohKae],
    ['Tân Tân'],
    ['Nagaraya'],
  ]),
  line('biscuits', 'cookie', 45, 150, S.box, w('Wafers', '威化饼', 'Bánh xốp', 'เวเฟอร์', 'ເວເຟີ', 'Wafer'), [
    ['Tipo'],
    ['Richeese'],
    ['Lexus'],
  ]),
  line('biscuits', 'moon-cake', 25, 250, S.box, w('Choco Pie', '巧克力派', 'Bánh Choco Pie', 'ช็อกโกพาย', 'ຊັອກໂກພາຍ', 'Choco pie'), [
    ['Orion'],
    ['Lotte'],
  ]),
  // Household and personal care
  line('cleaning', 'bubbles', 300, 350, S.liquid, w('Fabric Softener', '衣物柔顺剂', 'Nước xả vải', 'น้ำยาปรับผ้านุ่ม', 'ນ້ຳຢາປັບຜ້ານຸ້ມ', 'Fabric conditioner'), [
    ['Downy'],
    ['Comfort'],
    ['Hygiene'],
  ]),
  line('cleaning', 'bucket', 210, 180, S.liquid, w('Bleach', '漂白水', 'Nước tẩy', 'น้ำยาซักผ้าขาว', 'ນ້ຳຢາຟອກຂາວ', 'Pampaputi'), [
    ['Zonrox'],
    ['Clorox'],
    ['Haiter'],
  ]),
  line('cleaning', 'wastebasket', 0, 200, S.rolls, w('Garbage Bags', '垃圾袋', 'Túi đựng rác', 'ถุงขยะ', 'ຖົງຂີ້ເຫຍື້ອ', 'Garbage bag'), [
    ['Champion'],
    ['Glad'],
  ]),
  line('body', 'soap', 190, 90, S.bar, w('Bar Soap', '香皂', 'Xà bông cục', 'สบู่ก้อน', 'ສະບູກ້ອນ', 'Sabon'), [
    ['Lux'],
    ['Safeguard'],
    ['Lifebuoy'],
    ['Parrot'],
  ]),
  line('body', 'lotion-bottle', 250, 400, S.care, w('Deodorant', '止汗露', 'Lăn khử mùi', 'โรลออน', 'ໂຣລອອນ', 'Deodorant'), [
    ['Rexona'],
    ['Nivea'],
  ]),
  line('body', 'lotion-bottle', 45, 700, S.care, w('Sunscreen', '防晒霜', 'Kem chống nắng', 'ครีมกันแดด', 'ຄີມກັນແດດ', 'Sunblock'), [
    ['Biore'],
    ['Nivea'],
  ]),
  line('oral', 'tooth', 180, 350, S.care, w('Mouthwash', '漱口水', 'Nước súc miệng', 'น้ำยาบ้วนปาก', 'ນ້ຳຢາບ້ວນປາກ', 'Mouthwash'), [
    ['Listerine'],
    ['Colgate'],
  ]),
  // Merchandise: the shop's own, in colours
  line('apparel', 'billed-cap', 220, 800, S.single, w('Cap', '棒球帽', 'Mũ lưỡi trai', 'หมวกแก๊ป', 'ໝວກແກັບ', 'Cap'), [
    ['', V.black],
    ['', V.white],
    ['', V.navy],
  ]),
  line('apparel', 'socks', 200, 400, S.single, w('Socks', '袜子', 'Vớ', 'ถุงเท้า', 'ຖົງຕີນ', 'Medyas'), [
    ['', V.black],
    ['', V.white],
  ]),
  line('apparel', 'umbrella', 260, 900, S.single, w('Umbrella', '雨伞', 'Ô dù', 'ร่ม', 'ຄັນຮົ່ມ', 'Payong'), [
    ['', V.black],
    ['', V.navy],
  ]),
  line('kitchen', 'kitchen-knife', 210, 1500, S.single, w('Kitchen Knife', '菜刀', 'Dao bếp', 'มีดทำครัว', 'ມີດເຮັດຄົວ', 'Kutsilyo'), [
    ['Kiwi'],
    ['Zwilling', null, 3],
  ]),
];

/** One sentence per category of the staples, as a shop writes on its shelf label. */
export const STAPLE_ABOUT: Record<string, Words> = {
  rice: [
    'Milled from this season’s harvest; rinse once, cook with a little less water for softer grains.',
    '当季新米加工，淘洗一次即可，水少放一点口感更软糯。',
    'Xay xát từ vụ mùa mới; vo một lần, nấu ít nước hơn một chút để hạt mềm dẻo.',
    'สีจากข้าวฤดูกาลใหม่ ซาวน้ำครั้งเดียว ใส่น้ำน้อยลงนิดหนึ่งจะได้เมล็ดนุ่ม',
    'ສີຈາກເຂົ້າລະດູໃໝ່ ຊາວນ້ຳເທື່ອດຽວ ໃສ່ນ້ຳໜ້ອຍລົງໜ້ອຍໜຶ່ງຈະໄດ້ເມັດນຸ່ມ.',
    'Bagong giling mula sa ani ngayong season; hugasan nang isang beses at bawasan nang kaunti ang tubig para malambot.',
  ],
  noodles: [
    'Ready in three minutes: a pantry favourite for a quick lunch or a late-night bowl.',
    '三分钟即可食用，午餐、夜宵都方便，家里常备。',
    'Chỉ ba phút là xong: món quen thuộc cho bữa trưa vội hay bữa khuya.',
    'พร้อมทานใน 3 นาที ของติดบ้านสำหรับมื้อกลางวันหรือมื้อดึก',
    'ພ້ອມກິນໃນ 3 ນາທີ ຂອງຕິດເຮືອນສຳລັບອາຫານທ່ຽງ ຫຼື ຕອນເດິກ.',
    'Handa sa loob ng tatlong minuto: paborito sa bahay para sa mabilisang tanghalian o midnight snack.',
  ],
  sauces: [
    'The taste of home cooking: a splash is enough for a stir-fry, a soup or a dipping sauce.',
    '家常味道的关键，炒菜、煲汤、蘸料加一点就够。',
    'Hương vị bữa cơm nhà: chỉ cần một chút cho món xào, món canh hay chén nước chấm.',
    'รสชาติอาหารบ้าน ๆ ใส่นิดเดียวก็อร่อย ทั้งผัด แกง และน้ำจิ้ม',
    'ລົດຊາດອາຫານເຮືອນ ໃສ່ໜ້ອຍດຽວກໍແຊບ ທັງຂົ້ວ ແກງ ແລະ ນ້ຳຈ້ຳ.',
    'Lasang lutong-bahay: kaunting patak lang sa gisa, sabaw o sawsawan.',
  ],
  oil: [
    'Light and clear for frying and stir-frying at high heat; keep the bottle closed, away from sunlight.',
    '清亮不油腻，适合高温煎炒；开封后拧紧瓶盖，避光保存。',
    'Trong và nhẹ, hợp để chiên xào ở lửa lớn; đậy kín nắp, để nơi tránh ánh nắng.',
    'ใส ไม่เหม็นหืน เหมาะกับการทอดและผัดไฟแรง ปิดฝาให้สนิท เก็บให้พ้นแสงแดด',
    'ໃສ ບໍ່ເໝັນຫືນ ເໝາະກັບການທອດ ແລະ ຂົ້ວໄຟແຮງ ປິດຝາໃຫ້ແໜ້ນ ເກັບໃຫ້ພົ້ນແສງແດດ.',
    'Malinaw at magaan para sa pagprito sa malakas na apoy; isara nang mahigpit at ilayo sa araw.',
  ],
  poultry: [
    'Raised on registered farms and chilled straight after processing; cook through before eating.',
    '来自备案养殖场，屠宰后即刻冷鲜保存，请彻底煮熟后食用。',
    'Nuôi tại trang trại đạt chuẩn, làm lạnh ngay sau khi sơ chế; nấu chín kỹ trước khi ăn.',
    'เลี้ยงในฟาร์มมาตรฐาน แช่เย็นทันทีหลังชำแหละ ปรุงให้สุกก่อนรับประทาน',
    'ລ້ຽງໃນຟາມມາດຕະຖານ ແຊ່ເຢັນທັນທີຫຼັງຊຳແຫຼະ ປຸງໃຫ້ສຸກກ່ອນກິນ.',
    'Mula sa rehistradong farm at pinalamig agad pagkatapos katayin; lutuing mabuti bago kainin.',
  ],
  pork: [
    'Cut this morning by our butchers and packed on a tray; keep chilled and use within two days.',
    '当天早上分切装盒，请冷藏并在两天内食用。',
    'Pha lóc ngay sáng nay và đóng khay; bảo quản lạnh, dùng trong hai ngày.',
    'ตัดแต่งเมื่อเช้านี้และบรรจุถาด เก็บในตู้เย็นและใช้ภายในสองวัน',
    'ຕັດແຕ່ງເຊົ້ານີ້ ແລະ ບັນຈຸຖາດ ເກັບໃນຕູ້ເຢັນ ແລະ ໃຊ້ພາຍໃນສອງມື້.',
    'Hiniwa kaninang umaga at naka-tray; ilagay sa ref at gamitin sa loob ng dalawang araw.',
  ],
  seafood: [
    'Landed and packed on ice the same day, or frozen at sea; thaw in the fridge overnight.',
    '当天上岸冰鲜包装或海上速冻，请前一晚放冷藏室解冻。',
    'Cập cảng và ướp đá trong ngày hoặc cấp đông ngay trên tàu; rã đông trong ngăn mát qua đêm.',
    'ขึ้นฝั่งและแช่น้ำแข็งภายในวัน หรือแช่แข็งกลางทะเล ละลายในตู้เย็นข้ามคืน',
    'ຂຶ້ນຝັ່ງ ແລະ ແຊ່ນ້ຳກ້ອນພາຍໃນມື້ ຫຼື ແຊ່ແຂງກາງທະເລ ລະລາຍໃນຕູ້ເຢັນຂ້າມຄືນ.',
    'Dumaong at inilagay sa yelo sa parehong araw, o frozen sa dagat; i-thaw sa ref magdamag.',
  ],
  eggs: [
    'Collected daily, cleaned and checked one by one; keep in the fridge, pointed end down.',
    '每日收集，逐枚清洁检验，冷藏保存，尖头朝下。',
    'Thu nhặt mỗi ngày, làm sạch và soi từng quả; bảo quản ngăn mát, đầu nhọn hướng xuống.',
    'เก็บทุกวัน ทำความสะอาดและคัดทีละฟอง เก็บในตู้เย็นโดยหันด้านแหลมลง',
    'ເກັບທຸກມື້ ທຳຄວາມສະອາດ ແລະ ຄັດເທື່ອລະໜ່ວຍ ເກັບໃນຕູ້ເຢັນໂດຍຫັນດ້ານແຫຼມລົງ.',
    'Kinukuha araw-araw, nililinis at sinusuri isa-isa; itago sa ref nang nakababa ang matulis na dulo.',
  ],
  tofu: [
    'Made from whole soybeans and set the traditional way; keep chilled and change the water daily.',
    '整粒黄豆传统工艺点制，冷藏保存，每天换水。',
    'Làm từ đậu nành nguyên hạt theo cách truyền thống; để ngăn mát và thay nước mỗi ngày.',
    'ทำจากถั่วเหลืองทั้งเมล็ดตามแบบดั้งเดิม เก็บในตู้เย็นและเปลี่ยนน้ำทุกวัน',
    'ເຮັດຈາກຖົ່ວເຫຼືອງທັງເມັດຕາມແບບດັ້ງເດີມ ເກັບໃນຕູ້ເຢັນ ແລະ ປ່ຽນນ້ຳທຸກມື້.',
    'Gawa sa buong soybeans sa tradisyonal na paraan; ilagay sa ref at palitan ang tubig araw-araw.',
  ],
  vegetables: [
    'Harvested yesterday and sorted by hand; rinse just before cooking.',
    '昨日采收，人工挑选，烹饪前再清洗。',
    'Thu hoạch từ hôm qua và lựa bằng tay; rửa ngay trước khi nấu.',
    'เก็บเกี่ยวเมื่อวานและคัดด้วยมือ ล้างก่อนปรุงเท่านั้น',
    'ເກັບກ່ຽວມື້ວານ ແລະ ຄັດດ້ວຍມື ລ້າງກ່ອນປຸງເທົ່ານັ້ນ.',
    'Inani kahapon at pinili sa kamay; hugasan bago lutuin.',
  ],
  fruit: [
    'Picked ripe in season and sweet; keep at room temperature, or chill before serving.',
    '应季成熟采摘，香甜可口；常温存放，冷藏后食用更佳。',
    'Hái lúc chín đúng mùa, ngọt lịm; để nhiệt độ phòng hoặc ướp lạnh trước khi ăn.',
    'เก็บตอนสุกตามฤดูกาล หวานฉ่ำ เก็บที่อุณหภูมิห้อง หรือแช่เย็นก่อนทาน',
    'ເກັບຕອນສຸກຕາມລະດູ ຫວານແຊບ ເກັບທີ່ອຸນຫະພູມຫ້ອງ ຫຼື ແຊ່ເຢັນກ່ອນກິນ.',
    'Pinitas nang hinog ngayong panahon at matamis; itago sa labas ng ref o palamigin bago ihain.',
  ],
  beer: [
    'Best served ice-cold. Sold only to customers aged 18 and over; please drink responsibly.',
    '冰镇后风味最佳。仅售予18岁以上顾客，请理性饮酒。',
    'Ngon nhất khi uống lạnh. Chỉ bán cho khách từ 18 tuổi; uống có trách nhiệm.',
    'อร่อยที่สุดเมื่อดื่มเย็นจัด จำหน่ายเฉพาะผู้ที่มีอายุ 18 ปีขึ้นไป โปรดดื่มอย่างรับผิดชอบ',
    'ແຊບທີ່ສຸດເມື່ອດື່ມເຢັນໆ ຂາຍສະເພາະຜູ້ທີ່ມີອາຍຸ 18 ປີຂຶ້ນໄປ ກະລຸນາດື່ມຢ່າງມີຄວາມຮັບຜິດຊອບ.',
    'Pinakamasarap kapag malamig. Para lamang sa edad 18 pataas; uminom nang responsable.',
  ],
  wine: [
    'Open a little before dinner and serve slightly cool. Sold only to customers aged 18 and over.',
    '餐前稍早开瓶，微凉饮用口感最佳。仅售予18岁以上顾客。',
    'Mở nắp trước bữa ăn một lúc và dùng hơi mát. Chỉ bán cho khách từ 18 tuổi.',
    'เปิดก่อนมื้ออาหารสักครู่และเสิร์ฟแบบเย็นเล็กน้อย จำหน่ายเฉพาะผู้ที่มีอายุ 18 ปีขึ้นไป',
    'ເປີດກ່ອນຄາບອາຫານຈັກໜ້ອຍ ແລະ ເສີບແບບເຢັນໜ້ອຍໜຶ່ງ ຂາຍສະເພາະຜູ້ທີ່ມີອາຍຸ 18 ປີຂຶ້ນໄປ.',
    'Buksan bago maghapunan at ihain nang bahagyang malamig. Para lamang sa edad 18 pataas.',
  ],
  soft: [
    'A cold can for a hot afternoon; keep in the fridge.',
    '炎热午后来一罐，冷藏更爽口。',
    'Một lon mát lạnh cho buổi chiều nóng bức; để tủ lạnh ngon hơn.',
    'เย็นชื่นใจในบ่ายที่ร้อนอบอ้าว แช่เย็นก่อนดื่ม',
    'ເຢັນຊື່ນໃຈໃນຕອນບ່າຍທີ່ຮ້ອນ ແຊ່ເຢັນກ່ອນດື່ມ.',
    'Malamig na inumin para sa mainit na hapon; ilagay sa ref.',
  ],
  milk: [
    'Creamy and rich; keep chilled once opened and finish within three days.',
    '香浓顺滑，开封后请冷藏，三天内饮用完。',
    'Béo thơm, đậm vị; sau khi mở nắp để ngăn mát và dùng hết trong ba ngày.',
    'หอมมัน เข้มข้น เปิดแล้วเก็บในตู้เย็นและดื่มให้หมดภายในสามวัน',
    'ຫອມມັນ ເຂັ້ມຂຸ້ນ ເປີດແລ້ວເກັບໃນຕູ້ເຢັນ ແລະ ດື່ມໃຫ້ໝົດພາຍໃນສາມມື້.',
    'Malinamnam at malapot; ilagay sa ref kapag nabuksan at ubusin sa loob ng tatlong araw.',
  ],
  coffee: [
    'Sachets for one cup each: pour in hot water, stir and enjoy.',
    '独立小包装，一包一杯，热水冲开搅匀即可。',
    'Gói nhỏ pha một ly: chế nước nóng, khuấy đều là xong.',
    'ซองเล็กชงได้ซองละแก้ว เติมน้ำร้อน คนให้เข้ากันก็พร้อมดื่ม',
    'ຊອງນ້ອຍຊົງໄດ້ຊອງລະຈອກ ເຕີມນ້ຳຮ້ອນ ຄົນໃຫ້ເຂົ້າກັນກໍພ້ອມດື່ມ.',
    'Sachet na pang-isang tasa: buhusan ng mainit na tubig, haluin, at tikman.',
  ],
  chips: [
    'Crunchy and moreish: for the film, the road trip or the office drawer.',
    '香脆可口，追剧、出游、办公室零食都合适。',
    'Giòn rụm, ăn là ghiền: hợp khi xem phim, đi chơi hay để ở văn phòng.',
    'กรอบอร่อยหยุดไม่ได้ ดูหนัง เที่ยว หรือติดไว้ที่ออฟฟิศ',
    'ກອບແຊບຢຸດບໍ່ໄດ້ ເບິ່ງໜັງ ທ່ຽວ ຫຼື ຕິດໄວ້ທີ່ຫ້ອງການ.',
    'Malutong at nakakaadik: pang-movie, pang-road trip o pang-opisina.',
  ],
  biscuits: [
    'Individually wrapped, easy to share with the family or take to school.',
    '独立包装，方便全家分享或带去学校。',
    'Gói riêng từng chiếc, tiện chia cho cả nhà hay mang đi học.',
    'ห่อแยกชิ้น แบ่งกันทานทั้งบ้านหรือพกไปโรงเรียนได้สะดวก',
    'ຫໍ່ແຍກຊິ້ນ ແບ່ງກັນກິນທັງເຮືອນ ຫຼື ພົກໄປໂຮງຮຽນໄດ້ສະດວກ.',
    'Isa-isang nakabalot, madaling hatian ng pamilya o dalhin sa eskwela.',
  ],
  cleaning: [
    'Keep out of reach of children; read the label before use.',
    '请放在儿童接触不到的地方，使用前请阅读标签。',
    'Để xa tầm tay trẻ em; đọc kỹ nhãn trước khi dùng.',
    'เก็บให้พ้นมือเด็ก อ่านฉลากก่อนใช้',
    'ເກັບໃຫ້ພົ້ນມືເດັກ ອ່ານສະຫຼາກກ່ອນໃຊ້.',
    'Ilayo sa mga bata; basahin ang label bago gamitin.',
  ],
  body: [
    'Gentle on the skin in hot and humid weather; dermatologically tested.',
    '温和亲肤，适合湿热天气，经皮肤科测试。',
    'Dịu nhẹ cho da trong thời tiết nóng ẩm; đã được kiểm nghiệm da liễu.',
    'อ่อนโยนต่อผิวในอากาศร้อนชื้น ผ่านการทดสอบโดยแพทย์ผิวหนัง',
    'ອ່ອນໂຍນຕໍ່ຜິວໃນອາກາດຮ້ອນຊຸ່ມ ຜ່ານການທົດສອບໂດຍແພດຜິວໜັງ.',
    'Banayad sa balat kahit mainit at maalinsangan; dermatologically tested.',
  ],
  oral: [
    'Fresh breath for hours; use twice a day after brushing.',
    '口气清新持久，每天刷牙后使用两次。',
    'Hơi thở thơm mát nhiều giờ; dùng hai lần mỗi ngày sau khi chải răng.',
    'ลมหายใจหอมสดชื่นยาวนาน ใช้วันละสองครั้งหลังแปรงฟัน',
    'ລົມຫາຍໃຈຫອມສົດຊື່ນດົນ ໃຊ້ມື້ລະສອງເທື່ອຫຼັງຖູແຂ້ວ.',
    'Mabangong hininga nang ilang oras; gamitin dalawang beses sa isang araw pagkatapos magsipilyo.',
  ],
  apparel: [
    'From our own shop collection, with the logo embroidered; shipped to your door.',
    '本店自有系列，刺绣标志，快递到家。',
    'Thuộc bộ sưu tập riêng của cửa hàng, logo thêu; giao tận nhà.',
    'คอลเลกชันของร้านเรา ปักโลโก้ จัดส่งถึงบ้าน',
    'ຄໍເລັກຊັນຂອງຮ້ານເຮົາ ປັກໂລໂກ້ ຈັດສົ່ງເຖິງເຮືອນ.',
    'Mula sa sariling koleksyon ng tindahan, may burdang logo; ihahatid sa bahay.',
  ],
  yogurt: [
    'Made fresh by the dairy and kept cold all the way; keep chilled and enjoy before the date.',
    '乳品厂新鲜制作，全程冷链，请冷藏并在保质期内食用。',
    'Sản xuất tươi mỗi ngày, giữ lạnh suốt đường đi; bảo quản ngăn mát và dùng trước hạn.',
    'ผลิตสดใหม่และส่งแบบแช่เย็นตลอดทาง เก็บในตู้เย็นและทานก่อนวันหมดอายุ',
    'ຜະລິດສົດໃໝ່ ແລະ ສົ່ງແບບແຊ່ເຢັນຕະຫຼອດທາງ ເກັບໃນຕູ້ເຢັນ ແລະ ກິນກ່ອນວັນໝົດອາຍຸ.',
    'Sariwang gawa at malamig hanggang dumating; ilagay sa ref at ubusin bago ang petsa.',
  ],
  paper: [
    'Soft and strong, from responsibly managed forests; store in a dry place.',
    '柔韧亲肤，来自可持续管理的林木，请存放在干燥处。',
    'Mềm mại, dai chắc, từ rừng trồng bền vững; bảo quản nơi khô ráo.',
    'นุ่มและเหนียว จากป่าปลูกที่ดูแลอย่างยั่งยืน เก็บในที่แห้ง',
    'ອ່ອນນຸ່ມ ແລະ ໜຽວ ຈາກປ່າປູກທີ່ດູແລຢ່າງຍືນຍົງ ເກັບໃນບ່ອນແຫ້ງ.',
    'Malambot at matibay, mula sa maayos na pinamamahalaang kagubatan; itago sa tuyong lugar.',
  ],
  bread: [
    'Baked this morning and delivered soft; keep in its bag, or freeze slices for later.',
    '当天早上新鲜出炉，松软可口；请封好袋口，吃不完可切片冷冻。',
    'Nướng sáng nay, giao tới vẫn mềm; buộc kín túi, ăn không hết thì cấp đông từng lát.',
    'อบใหม่เมื่อเช้า ส่งถึงยังนุ่ม ปิดถุงให้สนิท หรือแช่แข็งเป็นแผ่นไว้ทานทีหลัง',
    'ອົບໃໝ່ເຊົ້ານີ້ ສົ່ງເຖິງຍັງນຸ່ມ ປິດຖົງໃຫ້ແໜ້ນ ຫຼື ແຊ່ແຂງໄວ້ກິນພາຍຫຼັງ.',
    'Bagong luto kaninang umaga at malambot pagdating; isara ang supot o i-freeze para sa susunod.',
  ],
  spreads: [
    'For breakfast at home and the school lunchbox; close tightly after opening.',
    '早餐和孩子的午餐盒都用得上，开封后请密封保存。',
    'Cho bữa sáng ở nhà và hộp cơm đi học; đậy kín sau khi mở.',
    'สำหรับมื้อเช้าที่บ้านและกล่องข้าวไปโรงเรียน เปิดแล้วปิดให้สนิท',
    'ສຳລັບອາຫານເຊົ້າທີ່ເຮືອນ ແລະ ກັບເຂົ້າໄປໂຮງຮຽນ ເປີດແລ້ວປິດໃຫ້ແໜ້ນ.',
    'Para sa almusal sa bahay at baon sa eskwela; isara nang mahigpit pagkabukas.',
  ],
  baking: [
    'Finely milled for cakes, dumplings and crispy batter; keep dry and sealed.',
    '研磨细腻，适合做蛋糕、包点和酥脆面糊，请密封防潮。',
    'Xay mịn, làm bánh, làm bột chiên giòn đều hợp; bảo quản khô ráo, kín.',
    'บดละเอียด ใช้ทำขนม เกี๊ยว และแป้งทอดกรอบ เก็บให้แห้งและปิดสนิท',
    'ບົດລະອຽດ ໃຊ້ເຮັດເຂົ້າໜົມ ແລະ ແປ້ງທອດກອບ ເກັບໃຫ້ແຫ້ງ ແລະ ປິດແໜ້ນ.',
    'Pinong giling para sa cake, siomai at malutong na batter; itago nang tuyo at sarado.',
  ],
  diapers: [
    'Soft and breathable for the tropics, with a wetness line; choose the size by weight.',
    '柔软透气，适合湿热天气，带尿湿显示；按体重选择尺码。',
    'Mềm, thoáng khí cho thời tiết nóng ẩm, có vạch báo ướt; chọn size theo cân nặng của bé.',
    'นุ่ม ระบายอากาศดีในอากาศร้อน มีแถบบอกความเปียก เลือกไซซ์ตามน้ำหนักลูก',
    'ນຸ່ມ ລະບາຍອາກາດດີໃນອາກາດຮ້ອນ ມີແຖບບອກຄວາມປຽກ ເລືອກໄຊຕາມນ້ຳໜັກລູກ.',
    'Malambot at presko kahit mainit, may wetness indicator; piliin ang size ayon sa timbang ni baby.',
  ],
  formula: [
    'Follow the table on the pack for each age; ask your doctor which suits your baby.',
    '请按包装上的月龄表冲调，选择前请咨询医生。',
    'Pha theo bảng hướng dẫn theo tháng tuổi trên bao bì; hỏi bác sĩ để chọn loại hợp với bé.',
    'ชงตามตารางตามช่วงอายุบนกล่อง ปรึกษาแพทย์ว่าแบบไหนเหมาะกับลูก',
    'ຊົງຕາມຕາຕະລາງຕາມອາຍຸເທິງກັບ ປຶກສາແພດວ່າແບບໃດເໝາະກັບລູກ.',
    'Sundin ang talaan sa pakete ayon sa edad; tanungin ang doktor kung alin ang bagay kay baby.',
  ],
  babycare: [
    'Gentle, tear-free and tested for a baby’s skin; keep out of the reach of children.',
    '温和无泪配方，经婴儿肌肤测试，请放在儿童接触不到的地方。',
    'Dịu nhẹ, không cay mắt, đã kiểm nghiệm trên da em bé; để xa tầm tay trẻ.',
    'อ่อนโยน ไม่แสบตา ผ่านการทดสอบกับผิวเด็ก เก็บให้พ้นมือเด็ก',
    'ອ່ອນໂຍນ ບໍ່ແສບຕາ ຜ່ານການທົດສອບກັບຜິວເດັກ ເກັບໃຫ້ພົ້ນມືເດັກ.',
    'Banayad, hindi mahapdi sa mata at sinubok sa balat ni baby; ilayo sa mga bata.',
  ],
  kitchen: [
    'Sturdy and built for daily cooking; shipped to your door.',
    '结实耐用，适合日常烹饪，快递到家。',
    'Chắc chắn, bền bỉ cho việc nấu nướng hằng ngày; giao tận nhà.',
    'แข็งแรงทนทาน เหมาะกับการทำครัวทุกวัน จัดส่งถึงบ้าน',
    'ແຂງແຮງທົນທານ ເໝາະກັບການເຮັດຄົວທຸກມື້ ຈັດສົ່ງເຖິງເຮືອນ.',
    'Matibay at pang-araw-araw na pagluluto; ihahatid sa bahay.',
  ],
};

/**
 * The everyday staples of a household's weekly list that the first staples left out: the rest of
 * the kitchen, the bathroom and the baby's shelf, juices named as juice, and fresh food shoppers
 * ask for by its regional name. Seeded after every product above, so the ids, SKUs and demo links
 * of the earlier products do not move.
 */
export const EVERYDAY_CATEGORIES: CategoryDef[] = [
  {
    key: 'baby',
    names: ['Baby & mum', '母婴用品', 'Mẹ và bé', 'แม่และเด็ก', 'ແມ່ ແລະ ເດັກ', 'Para kay baby'],
    children: [
      {
        key: 'diapers',
        names: ['Diapers & wipes', '纸尿裤湿巾', 'Tã bỉm và khăn ướt', 'ผ้าอ้อมและทิชชู่เปียก', 'ຜ້າອ້ອມ ແລະ ເຈ້ຍປຽກ', 'Diaper at wipes'],
      },
      {
        key: 'formula',
        names: ['Formula & baby food', '奶粉辅食', 'Sữa bột và ăn dặm', 'นมผงและอาหารเด็ก', 'ນົມຜົງ ແລະ ອາຫານເດັກ', 'Gatas at pagkain ng sanggol'],
      },
      { key: 'babycare', names: ['Baby care', '宝宝洗护', 'Chăm sóc bé', 'ของใช้เด็กอ่อน', 'ເຄື່ອງໃຊ້ເດັກອ່ອນ', 'Gamit ni baby'] },
    ],
  },
  {
    key: 'bakery',
    names: ['Bread & breakfast', '面包早餐', 'Bánh mì và bữa sáng', 'ขนมปังและอาหารเช้า', 'ເຂົ້າຈີ່ ແລະ ອາຫານເຊົ້າ', 'Tinapay at almusal'],
    children: [
      { key: 'bread', names: ['Bread', '面包', 'Bánh mì', 'ขนมปัง', 'ເຂົ້າຈີ່', 'Tinapay'] },
      {
        key: 'spreads',
        names: ['Spreads & cereal', '果酱麦片', 'Mứt và ngũ cốc', 'แยมและซีเรียล', 'ແຍມ ແລະ ຊີຣຽວ', 'Palaman at cereal'],
      },
      { key: 'baking', names: ['Flour & starch', '面粉淀粉', 'Bột làm bánh', 'แป้งทำอาหาร', 'ແປ້ງເຮັດອາຫານ', 'Harina at gawgaw'] },
    ],
  },
];

export const pcs = (n: number): Words => [`${n} pcs`, `${n}片`, `${n} miếng`, `${n} ชิ้น`, `${n} ອັນ`, `${n} piraso`];
export const E = {
  spice: [[g(50), U.jar, 1], [g(100), U.jar, 1.8]],
  bottle: [[ml(500), U.bottle, 1], [cans(6, 500), U.multi, 5.6]],
  juice: [[l(1), U.box, 1], [cans(6, 200), U.multi, 1.4]],
  tub: [[ml(450), U.box, 1], [ml(1500), U.box, 2.6]],
  shot: [[cans(5, 80), U.multi, 1], [cans(10, 80), U.multi, 1.9]],
  powder: [[g(400), U.box, 1], [g(900), U.box, 2.1]],
  loaf: [[g(400), U.bag, 1], [g(600), U.bag, 1.4]],
  diapers: [[pcs(30), U.pack, 1], [pcs(60), U.pack, 1.9]],
  wipes: [[pcs(80), U.pack, 1], [['3 × 80 pcs', '3 × 80片', '3 × 80 miếng', '3 × 80 ชิ้น', '3 × 80 ອັນ', '3 × 80 piraso'], U.multi, 2.7]],
  pads: [[pcs(8), U.pack, 1], [pcs(16), U.pack, 1.8]],
  small: [[pcs(10), U.pack, 1], [pcs(40), U.pack, 3.4]],
} as const satisfies Record<string, readonly Size[]>;

export const EB = {
  handBrand: w('Hand Brand', '手牌', 'Hand Brand', 'ตรามือ', 'ຕາມື', 'Hand Brand'),
  maLing: w('Ma Ling', '梅林', 'Ma Ling', 'หมาหลิง', 'ໝາລິງ', 'Ma Ling'),
  shuanghui: w('Shuanghui', '双汇', 'Shuanghui', 'ซวงฮุ่ย', 'ຊວງຮຸ່ຍ', 'Shuanghui'),
  sprite: w('Sprite', '雪碧', 'Sprite', 'สไปรท์', 'ສະໄປຣ', 'Sprite'),
  sevenUp: w('7Up', '七喜', '7Up', 'เซเว่นอัพ', 'ເຊເວັນອັບ', '7Up'),
  betagen: w('Betagen', '贝塔根', 'Betagen', 'บีทาเก้น', 'ບີທາເກັ້ນ', 'Betagen'),
  doiKham: w('Doi Kham', '皇家山', 'Doi Kham', 'ดอยคำ', 'ດອຍຄຳ', 'Doi Kham'),
  chaTraMue: w('ChaTraMue', '手标', 'ChaTraMue', 'ตรามือ', 'ຕາມື', 'ChaTraMue'),
  minuteMaid: w('Minute Maid', '美汁源', 'Minute Maid', 'มินิทเมด', 'ມິນິດເມດ', 'Minute Maid'),
  caMau: w('Ca Mau', '金瓯', 'Cà Mau', 'ก่าเมา', 'ກ່າເມົາ', 'Ca Mau'),
  suratThani: w('Surat Thani', '素叻他尼', 'Surat Thani', 'สุราษฎร์', 'ສຸລາດ', 'Surat Thani'),
  bacoor: w('Bacoor', '巴科奥', 'Bacoor', 'บาคูร์', 'ບາຄູ', 'Bacoor'),
  vientiane: w('Vientiane', '万象', 'Viêng Chăn', 'เวียงจันทน์', 'ວຽງຈັນ', 'Vientiane'),
  rayong: w('Rayong', '罗勇', 'Rayong', 'ระยอง', 'ລະຍອງ', 'Rayong'),
  bienHoa: w('Bien Hoa', '边和', 'Biên Hòa', 'เบียนหัว', 'ບຽນຮວາ', 'Bien Hoa'),
} as const;

const FARMS: readonly Brand[] = [B.dalat, B.benguet, B.royalProject, B.champasak, B.mekong, B.davao, EB.vientiane];

export const fresh = (
  category: 'fruit' | 'vegetables',
  emoji: string,
  hue: number,
  usd: number,
  names: Words,
  farms: readonly Brand[],
) => {
  // Five farms or regions each: a kind with fewer products than the search's FEW is padded with
  // looser matches (parts of words, descriptions), so each everyday kind has at least five.
  const more = FARMS.filter((f) => !farms.includes(f)).slice(0, Math.max(0, 5 - farms.length));
  return line(category, emoji, hue, usd, category === 'fruit' ? S.fruit : S.produce, names, [
    ...[...farms, ...more].map((f) => [f] as const),
  ]);
};

export const EVERYDAY_LINES: StapleLine[] = [
  // Kitchen basics
  line('sauces', 'salt', 200, 60, S.bagged, w('Salt', '食盐', 'Muối', 'เกลือ', 'ເກືອ', 'Asin'), [
    ['Bạc Liêu'],
    ['Prungthip'],
    ['Ban Keun'],
    ['Marca Leon'],
  ]),
  line('sauces', 'salt', 40, 150, S.bagged, w('MSG', '味精', 'Bột ngọt', 'ผงชูรส', 'ແປ້ງນົວ', 'Vetsin'), [
    ['Ajinomoto'],
    ['Vedan'],
    ['Miwon'],
  ]),
  line('sauces', 'salt', 10, 160, E.spice, w('Ground Black Pepper', '黑胡椒粉', 'Tiêu xay', 'พริกไทยป่น', 'ພິກໄທປົ່ນ', 'Pamintang durog'), [
    ['Dh Foods'],
    [EB.handBrand],
    ['McCormick', null, 1.4],
  ]),
  line('sauces', 'jar', 320, 170, S.jar, w('Shrimp Paste', '虾酱', 'Mắm tôm', 'กะปิ', 'ກະປິ', 'Bagoong alamang'), [
    ['Ba Làng'],
    ['Pantai'],
    ['Barrio Fiesta'],
    ['Hưng Thịnh'],
    ['Klong Khon'],
  ]),
  line('sauces', 'tomato', 5, 150, S.sauce, w('Tomato Ketchup', '番茄酱', 'Tương cà', 'ซอสมะเขือเทศ', 'ຊອດໝາກເລັ່ນ', 'Ketchup'), [
    ['Heinz', null, 1.3],
    ['Chin-su'],
    ['Del Monte'],
    ['Roza'],
  ]),
  line('sauces', 'jar', 55, 220, S.jar, w('Mayonnaise', '蛋黄酱', 'Sốt mayonnaise', 'มายองเนส', 'ມາຢອງເນສ', 'Mayonnaise'), [
    ['Kewpie', null, 1.3],
    ['Aji-Mayo'],
    ["Lady's Choice"],
  ]),
  line('oil', 'olive', 30, 300, S.sauce, w('Sesame Oil', '芝麻油', 'Dầu mè', 'น้ำมันงา', 'ນ້ຳມັນງາ', 'Sesame oil'), [
    [B.leeKumKee, null, 1.2],
    ['Kadoya', null, 1.4],
    ['Tường An'],
  ]),
  line('noodles', 'steaming-bowl', 60, 130, S.bagged, w('Pho Noodles', '河粉', 'Bánh phở khô', 'เส้นเล็ก', 'ເສັ້ນເຝີ', 'Pho noodles'), [
    ['Bích Chi'],
    ['Safoco'],
    ['Erawan'],
  ]),
  line('noodles', 'spaghetti', 45, 140, S.bagged, w('Egg Noodles', '鸡蛋面', 'Mì trứng', 'บะหมี่ไข่', 'ມີ່ໄຂ່', 'Miki'), [
    ['Safoco'],
    ['Pagoda'],
    ['Excellent'],
  ]),
  line('noodles', 'spaghetti', 20, 160, S.bagged, w('Spaghetti', '意大利面', 'Mì Ý', 'สปาเก็ตตี้', 'ສະປາເກັດຕີ້', 'Spaghetti'), [
    ['Royal'],
    ['San Remo'],
    ['Barilla', null, 1.5],
  ]),
  line('baking', 'bread', 40, 120, S.bagged, w('Wheat Flour', '面粉', 'Bột mì', 'แป้งสาลี', 'ແປ້ງສາລີ', 'Harina'), [
    ['Meizan'],
    ['UFM'],
    ['Wellington'],
    ['Prima'],
    ['Bakers Mate'],
  ]),
  line('baking', 'bread', 60, 110, S.bagged, w('Tapioca Starch', '木薯淀粉', 'Bột năng', 'แป้งมันสำปะหลัง', 'ແປ້ງມັນ', 'Tapioca starch'), [
    ['Tài Ký'],
    ['Erawan'],
    ['Savan Farm'],
  ]),
  // Meat, canned meat and seafood
  line('pork', 'canned-food', 10, 250, S.tin, w('Corned Beef', '咸牛肉罐头', 'Thịt bò hộp', 'เนื้อวัวกระป๋อง', 'ຊີ້ນງົວກະປ໋ອງ', 'Corned beef'), [
    ['Purefoods'],
    ['Argentina'],
    ['CDO'],
    ['Vissan'],
  ]),
  line('pork', 'canned-food', 350, 280, S.tin, w('Luncheon Meat', '午餐肉', 'Thịt hộp', 'หมูลันเชียน', 'ຊີ້ນໝູກະປ໋ອງ', 'Luncheon meat'), [
    ['Spam', null, 1.5],
    [EB.maLing],
    ['Vissan'],
    ['Purefoods'],
  ]),
  line('pork', 'hot-dog', 15, 300, S.bagged, w('Hot Dog Sausages', '火腿肠', 'Xúc xích', 'ไส้กรอก', 'ໄສ້ກອກ', 'Hotdog'), [
    [B.cp],
    ['Vissan'],
    ['Tender Juicy'],
    [EB.shuanghui],
  ]),
  line('pork', 'cut-of-meat', 340, 420, S.bagged, w('Sliced Ham', '火腿片', 'Giăm bông', 'แฮม', 'ແຮມ', 'Ham'), [
    [B.cp],
    ['Vissan'],
    ['Purefoods'],
  ]),
  line('pork', 'cut-of-meat', 0, 650, S.meat, w('Ground Beef', '牛肉末', 'Thịt bò xay', 'เนื้อบด', 'ຊີ້ນງົວບົດ', 'Giniling na baka'), [
    ['Thai-French'],
    ['Monterey'],
    ['Vissan'],
  ]),
  line('seafood', 'fish', 190, 250, S.meat, w('Round Scad', '巴浪鱼', 'Cá nục', 'ปลาสีกุน', 'ປາສີກຸນ', 'Galunggong'), [
    ['Navotas'],
    [EB.rayong],
    ['Phan Thiết'],
  ]),
  line('seafood', 'fish', 220, 280, S.meat, w('Mackerel', '鲭鱼', 'Cá bạc má', 'ปลาทู', 'ປາທູ', 'Alumahan'), [
    ['Mae Klong'],
    ['Navotas'],
    ['Phan Thiết'],
  ]),
  line('seafood', 'crab', 5, 1100, S.meat, w('Mud Crab', '青蟹', 'Cua biển', 'ปูทะเล', 'ປູທະເລ', 'Alimango'), [
    [EB.caMau],
    [EB.suratThani],
    ['Capiz'],
  ]),
  line('seafood', 'oyster', 150, 350, S.meat, w('Mussels', '青口贝', 'Vẹm xanh', 'หอยแมลงภู่', 'ຫອຍແມງພູ່', 'Tahong'), [
    [EB.bacoor],
    [EB.suratThani],
    ['Hạ Long'],
  ]),
  line('seafood', 'oyster', 40, 300, S.meat, w('Clams', '花甲', 'Nghêu', 'หอยลาย', 'ຫອຍລາຍ', 'Halaan'), [
    ['Bến Tre'],
    [EB.bacoor],
    ['Mae Klong'],
  ]),
  line('seafood', 'shrimp', 20, 700, S.meat, w('White Shrimp', '白虾', 'Tôm thẻ', 'กุ้งขาว', 'ກຸ້ງຂາວ', 'Hipon'), [
    ['Minh Phú'],
    [B.cp],
    ['Bulacan'],
  ]),
  line('seafood', 'fish', 45, 300, S.bagged, w('Dried Anchovies', '小鱼干', 'Cá cơm khô', 'ปลากะตักแห้ง', 'ປານ້ອຍແຫ້ງ', 'Dilis'), [
    ['Phú Quốc'],
    [EB.rayong],
    ['Pangasinan'],
  ]),
  // Dairy
  line('yogurt', 'glass-of-milk', 20, 150, E.shot, w('Drinking Yogurt', '乳酸菌饮料', 'Sữa chua uống', 'นมเปรี้ยว', 'ນົມສົ້ມ', 'Yakult'), [
    ['Yakult'],
    [EB.betagen],
    ['Probi'],
    ['Dutch Mill'],
  ]),
  line('yogurt', 'ice-cream', 330, 400, E.tub, w('Ice Cream', '冰淇淋', 'Kem', 'ไอศกรีม', 'ກາແລ້ມ', 'Sorbetes'), [
    ["Wall's"],
    ['Merino'],
    ['Selecta'],
    ['Celano'],
  ]),
  line('milk', 'canned-food', 45, 120, S.tin, w('Evaporated Milk', '淡奶', 'Sữa béo không đường', 'นมข้นจืด', 'ນົມຂົ້ນຈືດ', 'Evaporada'), [
    ['Alaska'],
    ['Carnation'],
    ['Teapot'],
  ]),
  line('milk', 'glass-of-milk', 220, 650, E.powder, w('Powdered Milk', '奶粉', 'Sữa bột', 'นมผง', 'ນົມຜົງ', 'Gatas na pulbos'), [
    ['Nido'],
    ['Bear Brand'],
    ['Anchor'],
    ['Dielac'],
  ]),
  // Drinks, named by what they are
  ...(
    [
      ['mango', 40, w('Mango Juice', '芒果汁', 'Nước ép xoài', 'น้ำมะม่วง', 'ນ້ຳໝາກມ່ວງ', 'Mango juice')],
      ['green-apple', 90, w('Apple Juice', '苹果汁', 'Nước ép táo', 'น้ำแอปเปิ้ล', 'ນ້ຳໝາກແອັບເປີ້ນ', 'Apple juice')],
      ['pineapple', 55, w('Pineapple Juice', '菠萝汁', 'Nước ép dứa', 'น้ำสับปะรด', 'ນ້ຳໝາກນັດ', 'Pineapple juice')],
      ['tropical-drink', 340, w('Guava Juice', '番石榴汁', 'Nước ép ổi', 'น้ำฝรั่ง', 'ນ້ຳໝາກສີດາ', 'Guava juice')],
    ] as const
  ).map(([emoji, hue, names]) =>
    line('soft', emoji, hue, 180, E.juice, names, [['Tipco'], ['Malee'], ['Del Monte'], [EB.minuteMaid]]),
  ),
  line('soft', 'cup-with-straw', 120, 60, S.can, w('Lemon-Lime Soda', '柠檬汽水', 'Nước ngọt chanh', 'น้ำอัดลมมะนาว', 'ນ້ຳອັດລົມໝາກນາວ', 'Lemon-lime soda'), [
    [EB.sprite],
    [EB.sevenUp],
  ]),
  line('soft', 'bubble-tea', 30, 70, E.bottle, w('Iced Tea', '冰红茶', 'Trà đóng chai', 'ชาพร้อมดื่ม', 'ຊາພ້ອມດື່ມ', 'Iced tea'), [
    ['C2'],
    ['Oishi'],
    ['Ichitan'],
    [B.masterKong],
  ]),
  line('soft', 'cup-with-straw', 200, 90, E.bottle, w('Sports Drink', '运动饮料', 'Nước uống thể thao', 'เครื่องดื่มเกลือแร่', 'ເຄື່ອງດື່ມເກືອແຮ່', 'Sports drink'), [
    ['Pocari Sweat'],
    ['Revive'],
    ['Gatorade'],
    ['Sponsor'],
  ]),
  line('coffee', 'hot-beverage', 20, 450, E.powder, w('Chocolate Malt Drink', '麦芽可可', 'Thức uống lúa mạch', 'เครื่องดื่มมอลต์', 'ເຄື່ອງດື່ມມອນ', 'Chocolate malt drink'), [
    ['Milo'],
    ['Ovaltine'],
  ]),
  line('coffee', 'teacup-without-handle', 15, 250, E.small, w('Black Tea Bags', '红茶包', 'Trà túi lọc', 'ชาซอง', 'ຊາຊອງ', 'Tsaa'), [
    ['Lipton'],
    ['Cozy'],
    [EB.chaTraMue],
    ['Dilmah', null, 1.3],
  ]),
  // Bread and breakfast
  line('bread', 'bread', 35, 180, E.loaf, w('Sliced Bread', '吐司面包', 'Bánh mì sandwich', 'ขนมปังแผ่น', 'ເຂົ້າຈີ່ແຜ່ນ', 'Loaf bread'), [
    ['Gardenia'],
    ['Farmhouse'],
    ['Kinh Đô'],
  ]),
  line('bread', 'bagel', 30, 150, E.loaf, w('Bread Rolls', '小餐包', 'Bánh mì tròn', 'ขนมปังก้อน', 'ເຂົ້າຈີ່ກ້ອນ', 'Pandesal'), [
    ['Gardenia'],
    ['Kinh Đô'],
    ['Julie’s'],
  ]),
  line('spreads', 'jar', 350, 250, S.jar, w('Strawberry Jam', '草莓酱', 'Mứt dâu', 'แยมสตรอว์เบอร์รี่', 'ແຍມສະຕໍເບີຣີ', 'Strawberry jam'), [
    ["Smucker's", null, 1.3],
    ['Best Foods'],
    [EB.doiKham],
  ]),
  line('spreads', 'peanuts', 30, 280, S.jar, w('Peanut Butter', '花生酱', 'Bơ đậu phộng', 'เนยถั่ว', 'ເນີຍຖົ່ວ', 'Peanut butter'), [
    ['Skippy', null, 1.2],
    ["Lady's Choice"],
    ['Golden Boy'],
  ]),
  line('spreads', 'honey-pot', 40, 450, S.jar, w('Honey', '蜂蜜', 'Mật ong', 'น้ำผึ้ง', 'ນ້ຳເຜິ້ງ', 'Pulot-pukyutan'), [
    [EB.doiKham],
    ['Honimore'],
    ['Xuân Nguyên'],
    ['Capilano', null, 1.4],
    ['Manuka Gold', null, 3],
  ]),
  line('spreads', 'bowl-with-spoon', 45, 350, E.powder, w('Rolled Oats', '燕麦片', 'Yến mạch', 'ข้าวโอ๊ต', 'ເຂົ້າໂອດ', 'Oatmeal'), [
    ['Quaker'],
    ['Xuân An'],
    ['Captain Oats'],
  ]),
  line('spreads', 'bowl-with-spoon', 30, 400, E.powder, w('Breakfast Cereal', '谷物早餐', 'Ngũ cốc ăn sáng', 'ซีเรียล', 'ຊີຣຽວ', 'Cereal'), [
    ["Kellogg's"],
    ['Nestlé'],
  ]),
  // The baby's shelf
  line('diapers', 'baby', 200, 900, E.diapers, w('Diapers', '纸尿裤', 'Tã giấy', 'ผ้าอ้อมสำเร็จรูป', 'ຜ້າອ້ອມສຳເລັດຮູບ', 'Diaper'), [
    ['Pampers', null, 1.2],
    ['Huggies', null, 1.1],
    ['MamyPoko'],
    ['Bobby'],
    ['EQ'],
  ]),
  line('diapers', 'baby-bottle', 180, 250, E.wipes, w('Baby Wipes', '婴儿湿巾', 'Khăn ướt em bé', 'ทิชชู่เปียกเด็ก', 'ເຈ້ຍປຽກເດັກ', 'Baby wipes'), [
    ['Huggies'],
    ['Bobby'],
    ['Pigeon'],
    ['Uni-love'],
  ]),
  line('formula', 'baby-bottle', 40, 2500, E.powder, w('Infant Formula', '婴儿配方奶粉', 'Sữa bột trẻ em', 'นมผงเด็ก', 'ນົມຜົງເດັກ', 'Infant formula'), [
    ['Enfamil', null, 1.2],
    ['Similac', null, 1.2],
    ['Dielac'],
    ['S-26'],
    ['Lactogen'],
  ]),
  line('formula', 'bowl-with-spoon', 50, 450, E.powder, w('Baby Cereal', '婴儿米粉', 'Bột ăn dặm', 'อาหารเสริมเด็ก', 'ອາຫານເສີມເດັກ', 'Baby cereal'), [
    ['Cerelac'],
    ['Heinz'],
    ['Ridielac'],
  ]),
  line('babycare', 'lotion-bottle', 190, 450, S.care, w('Baby Bath', '婴儿沐浴露', 'Sữa tắm em bé', 'ครีมอาบน้ำเด็ก', 'ຄີມອາບນ້ຳເດັກ', 'Baby bath'), [
    ["Johnson's"],
    ['Pigeon'],
    ['Lactacyd'],
  ]),
  line('babycare', 'baby', 320, 300, S.jar, w('Baby Powder', '爽身粉', 'Phấn rôm', 'แป้งเด็ก', 'ແປ້ງເດັກ', 'Baby powder'), [
    ["Johnson's"],
    ['Carrie Junior'],
    ['Pigeon'],
  ]),
  line('babycare', 'baby-bottle', 210, 800, S.single, w('Feeding Bottle', '奶瓶', 'Bình sữa', 'ขวดนม', 'ແກ້ວນົມເດັກ', 'Feeding bottle'), [
    ['Pigeon'],
    ['Avent', null, 1.5],
    ['Comotomo', null, 2],
  ]),
  // The bathroom
  line('body', 'roll-of-paper', 330, 200, E.pads, w('Sanitary Pads', '卫生巾', 'Băng vệ sinh', 'ผ้าอนามัย', 'ຜ້າອະນາໄມ', 'Sanitary napkin'), [
    ['Whisper'],
    ['Kotex'],
    ['Laurier'],
    ['Diana'],
    ['Modess'],
  ]),
  line('body', 'lotion-bottle', 300, 500, S.care, w('Conditioner', '护发素', 'Dầu xả', 'ครีมนวดผม', 'ຄີມນວດຜົມ', 'Conditioner'), [
    ['Sunsilk'],
    ['Pantene'],
    ['Dove'],
  ]),
  line('body', 'kitchen-knife', 200, 450, E.small, w('Razors', '剃须刀', 'Dao cạo râu', 'มีดโกน', 'ມີດແຖ', 'Labaha'), [
    ['Gillette', null, 1.3],
    ['Dorco'],
  ]),
  line('body', 'safety-pin', 180, 120, E.small, w('Cotton Buds', '棉签', 'Tăm bông', 'สำลีก้าน', 'ສຳລີກ້ານ', 'Cotton buds'), [
    ['Bạch Tuyết'],
    ['Watsons'],
    ['Johnson’s'],
  ]),
  line('body', 'soap', 140, 300, S.care, w('Hand Soap', '洗手液', 'Nước rửa tay', 'สบู่ล้างมือ', 'ສະບູ່ລ້າງມື', 'Hand soap'), [
    ['Lifebuoy'],
    ['Safeguard'],
    ['Dettol'],
    ['Kirei Kirei'],
  ]),
  line('body', 'lotion-bottle', 20, 450, S.care, w('Body Lotion', '身体乳', 'Sữa dưỡng thể', 'โลชั่นทาผิว', 'ໂລຊັນທາຜິວ', 'Lotion'), [
    ['Vaseline'],
    ['Nivea'],
    ['Jergens'],
    ['Citra'],
  ]),
  line('body', 'lotion-bottle', 100, 350, S.care, w('Mosquito Repellent', '驱蚊液', 'Kem chống muỗi', 'โลชั่นกันยุง', 'ຄີມກັນຍຸງ', 'Insect repellent lotion'), [
    ['Soffell'],
    ['OFF!'],
    ['Remos'],
  ]),
  // The rest of the house
  line('cleaning', 'candle', 130, 150, E.small, w('Mosquito Coils', '蚊香', 'Nhang muỗi', 'ยาจุดกันยุง', 'ຢາກັນຍຸງແບບຈູດ', 'Katol'), [
    ['Baygon'],
    ['Jumbo'],
    ['Raid'],
  ]),
  line('cleaning', 'sponge', 60, 120, E.small, w('Dish Sponges', '洗碗海绵', 'Miếng rửa chén', 'ฟองน้ำล้างจาน', 'ຟອງນ້ຳລ້າງຈານ', 'Espongha'), [
    ['Scotch-Brite'],
    ['Poly-Brite'],
  ]),
  line('cleaning', 'toilet', 200, 250, S.liquid, w('Toilet Cleaner', '洁厕液', 'Nước tẩy bồn cầu', 'น้ำยาล้างห้องน้ำ', 'ນ້ຳຢາລ້າງຫ້ອງນ້ຳ', 'Toilet bowl cleaner'), [
    ['Vim'],
    ['Harpic'],
    ['Domex'],
  ]),
  line('paper', 'roll-of-paper', 30, 350, E.small, w('Paper Towels', '厨房纸巾', 'Khăn giấy bếp', 'กระดาษอเนกประสงค์', 'ເຈ້ຍອະເນກປະສົງ', 'Paper towel'), [
    ['Scott'],
    ['Pulppy'],
    ['Bless You'],
  ]),
  // Fruit and vegetables shoppers ask for by their own word
  fresh('fruit', 'green-apple', 100, 200, w('Guava', '番石榴', 'Ổi', 'ฝรั่งกิมจู', 'ໝາກສີດາ', 'Bayabas'), [B.mekong, B.davao]),
  fresh('fruit', 'melon', 60, 250, w('Jackfruit', '菠萝蜜', 'Mít', 'ขนุน', 'ໝາກມີ້', 'Langka'), [B.mekong, B.champasak]),
  fresh('fruit', 'grapes', 300, 450, w('Mangosteen', '山竹', 'Măng cụt', 'มังคุด', 'ໝາກມັງຄຸດ', 'Mangosteen'), [B.chanthaburi, B.davao]),
  fresh('fruit', 'cherries', 0, 500, w('Lychee', '荔枝', 'Vải thiều', 'ลิ้นจี่', 'ໝາກລິ້ນຈີ່', 'Lychee'), [EB.bienHoa, B.chanthaburi]),
  fresh('fruit', 'avocado', 90, 400, w('Avocado', '牛油果', 'Bơ sáp', 'อะโวคาโด', 'ໝາກອາໂວກາໂດ', 'Abukado'), [B.dalat, B.davao]),
  fresh('vegetables', 'onion', 40, 150, w('Onion', '洋葱', 'Hành tây', 'หอมหัวใหญ่', 'ຜັກບົ່ວໃຫຍ່', 'Sibuyas bombay'), [B.dalat, B.benguet]),
  fresh('vegetables', 'herb', 110, 120, w('Spring Onion', '小葱', 'Hành lá', 'ต้นหอม', 'ຕົ້ນຫອມ', 'Dahon ng sibuyas'), [B.dalat, EB.vientiane]),
  fresh('vegetables', 'leafy-green', 80, 130, w('Napa Cabbage', '大白菜', 'Cải thảo', 'ผักกาดขาว', 'ຜັກກາດຂາວ', 'Pechay Baguio'), [B.dalat, B.benguet]),
  fresh('vegetables', 'cucumber', 120, 180, w('Bitter Melon', '苦瓜', 'Khổ qua', 'มะระ', 'ໝາກສະໄລ', 'Ampalaya'), [B.mekong, B.benguet]),
  fresh('vegetables', 'pea-pod', 100, 150, w('Long Beans', '豇豆', 'Đậu đũa', 'ถั่วฝักยาว', 'ໝາກຖົ່ວຍາວ', 'Sitaw'), [B.mekong, EB.vientiane]),
  fresh('vegetables', 'roasted-sweet-potato', 20, 130, w('Sweet Potato', '红薯', 'Khoai lang', 'มันเทศ', 'ມັນດ້າງ', 'Kamote'), [B.dalat, B.benguet]),
  fresh('vegetables', 'jack-o-lantern', 30, 120, w('Pumpkin', '南瓜', 'Bí đỏ', 'ฟักทอง', 'ໝາກອຶ', 'Kalabasa'), [B.dalat, EB.vientiane]),
  fresh('vegetables', 'seedling', 70, 100, w('Bean Sprouts', '豆芽', 'Giá đỗ', 'ถั่วงอก', 'ຖົ່ວງອກ', 'Togue'), [B.mekong, EB.vientiane]),
  fresh('vegetables', 'herb', 120, 140, w('Coriander', '香菜', 'Rau mùi', 'ผักชี', 'ຜັກຫອມປ້ອມ', 'Wansoy'), [B.dalat, EB.vientiane]),
];
