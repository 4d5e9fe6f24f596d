import {
  B,
  type Brand,
  cans,
  E,
  EB,
  fresh,
  g,
  line,
  ml,
  one,
  packs,
  pcs,
  S,
  type Size,
  type StapleLine,
  U,
  w,
} from './staples.js';
import type { CategoryDef, Words } from './vocabulary.js';

/**
 * The rest of a household's weekly list, as the category lists of Vietnamese, Thai, Filipino and
 * Lao supermarkets shelve it: the kitchen's dried, canned and frozen goods, the sauces and flours
 * of the region's cooking, regional meat and fish, sweets, the laundry and the home's small needs,
 * the bathroom cabinet, the baby's shelf, and the vegetables and fruit each market knows by its
 * own name. Seeded after every earlier product, with stock and promotions drawn apart, so the ids,
 * stock and demo links of the earlier catalogue do not move. Words are in the order
 * [en-US, zh-CN, vi-VN, th-TH, lo-LA, fil-PH].
 */

/** New top-level categories, after every earlier one (so their ids do not move). */
export const WEEKLY_CATEGORIES: CategoryDef[] = [
  {
    key: 'larder',
    names: [
      'Dried, canned & frozen',
      '干货、罐头和速冻',
      'Đồ khô, đồ hộp và đông lạnh',
      'ของแห้ง ของกระป๋อง และของแช่แข็ง',
      'ຂອງແຫ້ງ ກະປ໋ອງ ແລະ ແຊ່ແຂງ',
      'Tuyong paninda, de-lata at frozen',
    ],
    children: [
      { key: 'dried', names: ['Dried goods', '干货', 'Đồ khô', 'ของแห้ง', 'ຂອງແຫ້ງ', 'Tuyong paninda'] },
      { key: 'canned', names: ['Canned food', '罐头食品', 'Đồ hộp', 'อาหารกระป๋อง', 'ອາຫານກະປ໋ອງ', 'De-lata'] },
      {
        key: 'frozen',
        names: ['Frozen food', '速冻食品', 'Thực phẩm đông lạnh', 'อาหารแช่แข็ง', 'ອາຫານແຊ່ແຂງ', 'Frozen na pagkain'],
      },
    ],
  },
  {
    key: 'sweets',
    names: ['Sweets', '糖果甜点', 'Bánh kẹo', 'ขนมหวาน', 'ເຂົ້າໜົມຫວານ', 'Matamis'],
    children: [
      {
        key: 'candy',
        names: [
          'Candy & chocolate',
          '糖果和巧克力',
          'Kẹo và sô-cô-la',
          'ลูกอมและช็อกโกแลต',
          'ເຂົ້າໜົມອົມ ແລະ ຊັອກໂກແລັດ',
          'Kendi at tsokolate',
        ],
      },
      {
        key: 'desserts',
        names: ['Cakes & jelly', '蛋糕和果冻', 'Bánh bông lan và thạch', 'เค้กและเยลลี่', 'ເຄັກ ແລະ ເຢລລີ່', 'Keyk at jelly'],
      },
    ],
  },
  {
    key: 'homeneeds',
    names: ['Home needs', '日用百货', 'Đồ dùng gia đình', 'ของใช้จำเป็น', 'ເຄື່ອງໃຊ້ຈຳເປັນ', 'Gamit pambahay'],
    children: [
      {
        key: 'wraps',
        names: [
          'Foil & wrap',
          '锡纸和保鲜膜',
          'Giấy bạc và màng bọc',
          'ฟอยล์และฟิล์มห่ออาหาร',
          'ຟອຍ ແລະ ຟີມຫໍ່ອາຫານ',
          'Foil at plastic wrap',
        ],
      },
      {
        key: 'utility',
        names: [
          'Batteries & lighters',
          '电池和打火机',
          'Pin và bật lửa',
          'ถ่านไฟฉายและไฟแช็ก',
          'ຖ່ານໄຟສາຍ ແລະ ໄຟແຊັກ',
          'Baterya at lighter',
        ],
      },
    ],
  },
];

/** One sentence per new category, as a shop writes on its shelf label. */
export const WEEKLY_ABOUT: Record<string, Words> = {
  dried: [
    'Sorted by hand and packed dry; once opened, keep sealed in a cool, dry place.',
    '人工挑拣，干燥包装；开封后请密封存放于阴凉干燥处。',
    'Lựa bằng tay, đóng gói khô ráo; sau khi mở, buộc kín và để nơi khô mát.',
    'คัดด้วยมือและบรรจุแบบแห้ง เปิดแล้วปิดให้สนิทและเก็บในที่แห้งและเย็น',
    'ຄັດດ້ວຍມື ແລະ ບັນຈຸແບບແຫ້ງ ເປີດແລ້ວປິດໃຫ້ແໜ້ນ ແລະ ເກັບໄວ້ບ່ອນແຫ້ງ ແລະ ເຢັນ.',
    'Pinili sa kamay at tuyong nakabalot; kapag nabuksan, isara nang mahigpit at itago sa malamig at tuyong lugar.',
  ],
  canned: [
    'Keeps for months unopened; once opened, move to a covered dish in the fridge.',
    '未开封可常温保存数月；开封后请转入有盖容器冷藏。',
    'Chưa mở thì để được nhiều tháng; đã mở thì chuyển sang hộp có nắp và để tủ lạnh.',
    'เก็บได้นานหลายเดือนถ้ายังไม่เปิด เปิดแล้วย้ายใส่ภาชนะมีฝาปิดและแช่ตู้เย็น',
    'ເກັບໄດ້ຫຼາຍເດືອນຖ້າຍັງບໍ່ເປີດ ເປີດແລ້ວຍ້າຍໃສ່ພາຊະນະທີ່ມີຝາປິດ ແລະ ແຊ່ຕູ້ເຢັນ.',
    'Tumatagal nang ilang buwan kung hindi pa bukas; kapag nabuksan, ilipat sa may-takip na lalagyan at ilagay sa ref.',
  ],
  frozen: [
    'Frozen fresh and delivered in a cold bag; keep at −18 °C and cook straight from the freezer.',
    '新鲜速冻，保温袋配送；请于−18 °C冷冻保存，无需解冻直接烹饪。',
    'Cấp đông tươi và giao trong túi giữ lạnh; bảo quản ở −18 °C, nấu ngay không cần rã đông.',
    'แช่แข็งสดใหม่ ส่งในถุงเก็บความเย็น เก็บที่ −18 °C ปรุงได้ทันทีไม่ต้องละลาย',
    'ແຊ່ແຂງສົດໃໝ່ ສົ່ງໃນຖົງເກັບຄວາມເຢັນ ເກັບທີ່ −18 °C ປຸງໄດ້ທັນທີບໍ່ຕ້ອງລະລາຍ.',
    'Frozen habang sariwa at dinadala sa cold bag; itago sa −18 °C at lutuin nang hindi na tinutunaw.',
  ],
  candy: [
    'A little something for the bag or the office drawer; keep away from heat so it does not melt.',
    '随身小零食，放包里或办公桌都合适；请避免高温以免融化。',
    'Món ngọt nhỏ để trong túi hay ngăn bàn làm việc; tránh nơi nóng để không bị chảy.',
    'ของหวานเล็กๆ ติดกระเป๋าหรือลิ้นชักที่ทำงาน เก็บให้ห่างความร้อนเพื่อไม่ให้ละลาย',
    'ຂອງຫວານນ້ອຍໆ ຕິດກະເປົາ ຫຼື ລິ້ນຊັກຫ້ອງການ ເກັບໃຫ້ຫ່າງຄວາມຮ້ອນເພື່ອບໍ່ໃຫ້ລະລາຍ.',
    'Pampatamis na pambulsa o pang-drawer sa opisina; ilayo sa init para hindi matunaw.',
  ],
  desserts: [
    'Soft and light, for breakfast, the lunchbox or an afternoon snack; best chilled.',
    '松软清爽，适合早餐、便当或下午茶，冷藏后口感更佳。',
    'Mềm, nhẹ, hợp bữa sáng, hộp cơm hay bữa xế; để lạnh ăn ngon hơn.',
    'นุ่มเบา เหมาะกับมื้อเช้า กล่องข้าว หรือของว่างยามบ่าย แช่เย็นอร่อยกว่า',
    'ນຸ່ມເບົາ ເໝາະກັບອາຫານເຊົ້າ ກັບເຂົ້າ ຫຼື ຂອງຫວ່າງຕອນບ່າຍ ແຊ່ເຢັນແຊບກວ່າ.',
    'Malambot at magaan, pang-almusal, pambaon o pang-meryenda; mas masarap kapag malamig.',
  ],
  wraps: [
    'Keeps leftovers fresh and the oven tray clean; food-safe and hard to tear.',
    '保存剩菜、烤盘防粘都用得上；食品级材质，不易撕破。',
    'Giữ thức ăn thừa tươi lâu và khay nướng sạch sẽ; an toàn thực phẩm, khó rách.',
    'เก็บอาหารที่เหลือให้สด และรองถาดอบให้สะอาด ปลอดภัยต่ออาหาร ไม่ขาดง่าย',
    'ເກັບອາຫານທີ່ເຫຼືອໃຫ້ສົດ ແລະ ຮອງຖາດອົບໃຫ້ສະອາດ ປອດໄພຕໍ່ອາຫານ ບໍ່ຂາດງ່າຍ.',
    'Pinananatiling sariwa ang tirang pagkain at malinis ang oven tray; ligtas sa pagkain at hindi madaling mapunit.',
  ],
  utility: [
    'For the torch, the remote and the gas stove; keep out of reach of children.',
    '手电筒、遥控器、燃气灶都用得上；请放在儿童接触不到的地方。',
    'Dùng cho đèn pin, điều khiển và bếp ga; để xa tầm tay trẻ em.',
    'ใช้กับไฟฉาย รีโมต และเตาแก๊ส เก็บให้พ้นมือเด็ก',
    'ໃຊ້ກັບໄຟສາຍ ຣີໂມດ ແລະ ເຕົາແກັສ ເກັບໃຫ້ພົ້ນມືເດັກ.',
    'Para sa flashlight, remote at kalan; ilayo sa mga bata.',
  ],
};

const items = (n: number): Words => [`${n} pcs`, `${n}个`, `${n} cái`, `${n} ชิ้น`, `${n} ອັນ`, `${n} piraso`];
const slices = (n: number): Words => [`${n} slices`, `${n}片`, `${n} lát`, `${n} แผ่น`, `${n} ແຜ່ນ`, `${n} hiwa`];
const pairs = (n: number): Words => [
  `${n} ${n === 1 ? 'pair' : 'pairs'}`,
  `${n}双`,
  `${n} đôi`,
  `${n} คู่`,
  `${n} ຄູ່`,
  `${n} pares`,
];
const aa = (n: number): Words => [`${n} × AA`, `5号 ${n}节`, `${n} viên AA`, `AA ${n} ก้อน`, `AA ${n} ກ້ອນ`, `${n} × AA`];
const metres = (n: number): Words => [
  `30 cm × ${n} m`,
  `30厘米 × ${n}米`,
  `30 cm × ${n} m`,
  `30 ซม. × ${n} ม.`,
  `30 ຊມ × ${n} ມ`,
  `30 cm × ${n} m`,
];
const roll: Words = ['roll', '卷', 'cuộn', 'ม้วน', 'ມ້ວນ', 'rolyo'];

const W = {
  dried: [[g(100), U.bag, 1], [g(250), U.bag, 2.3]],
  sheets: [[g(200), U.pack, 1], [g(500), U.pack, 2.3]],
  block: [[g(200), U.pack, 1], [g(400), U.pack, 1.9]],
  sachets: [[packs(1), U.pack, 1], [packs(10), U.multi, 9]],
  slices: [[slices(10), U.pack, 1], [slices(24), U.pack, 2.2]],
  spray: [[ml(300), U.can, 1], [ml(600), U.can, 1.8]],
  drops: [[ml(12), U.bottle, 1], [ml(24), U.bottle, 1.8]],
  alcohol: [[ml(250), U.bottle, 1], [ml(500), U.bottle, 1.8]],
  nest: [[ml(190), U.bottle, 1], [cans(6, 190), U.multi, 5.6]],
  rolls: [[metres(5), roll, 1], [metres(20), roll, 3.2]],
  batteries: [[aa(2), U.pack, 1], [aa(4), U.pack, 1.8]],
  lighters: [one, [items(3), U.multi, 2.6]],
  pacifier: [one, [items(2), U.multi, 1.8]],
  gloves: [[pairs(1), U.pack, 1], [pairs(3), U.multi, 2.6]],
  milkBags: [[pcs(30), U.box, 1], [pcs(50), U.box, 1.5]],
} as const satisfies Record<string, readonly Size[]>;

// Brands and places with their own name in a language (others are written alike everywhere).
const WB = {
  cockBrand: w('Cock Brand', '公鸡牌', 'Cock Brand', 'ตราไก่', 'ຕາໄກ່', 'Cock Brand'),
  porKwan: w('Por Kwan', '宝坤', 'Por Kwan', 'พ่อขวัญ', 'ພໍ່ຂວັນ', 'Por Kwan'),
  phetchaburi: w('Phetchaburi', '碧武里', 'Phetchaburi', 'เพชรบุรี', 'ເພັດຊະບູລີ', 'Phetchaburi'),
  phetchabun: w('Phetchabun', '碧差汶', 'Phetchabun', 'เพชรบูรณ์', 'ເພັດຊະບູນ', 'Phetchabun'),
  raitip: w('Raitip', '莱蒂', 'Raitip', 'ไร่ทิพย์', 'ໄຮ່ທິບ', 'Raitip'),
  sKhonkaen: w('S.Khonkaen', 'S.Khonkaen', 'S.Khonkaen', 'ส.ขอนแก่น', 'ສ.ຂອນແກ່ນ', 'S.Khonkaen'),
  maeThuan: w('Mae Thuan', 'Mae Thuan', 'Mae Thuan', 'แม่ถ้วน', 'ແມ່ຖ້ວນ', 'Mae Thuan'),
  siangPure: w('Siang Pure', '祥珮', 'Siang Pure', 'เซียงเพียว', 'ຊຽງພຽວ', 'Siang Pure'),
  siribuncha: w('Siribuncha', 'Siribuncha', 'Siribuncha', 'ศิริบัญชา', 'ສິລິບັນຊາ', 'Siribuncha'),
  chaCheer: w('ChaCheer', '洽洽', 'ChaCheer', 'ชาเชียร์', 'ຊາເຊຍ', 'ChaCheer'),
  whiteRabbit: w('White Rabbit', '大白兔', 'White Rabbit', 'กระต่ายขาว', 'ກະຕ່າຍຂາວ', 'White Rabbit'),
  xizhilang: w('Xizhilang', '喜之郎', 'Xizhilang', 'สี่จือหลาง', 'ສີ່ຈືຫຼາງ', 'Xizhilang'),
  eagle: w('Eagle Brand', '鹰标', 'Con Ó', 'ตรานกอินทรี', 'ຕານົກອິນຊີ', 'Eagle Brand'),
  suizhou: w('Suizhou', '随州', 'Tùy Châu', 'สุยโจว', 'ສຸຍໂຈວ', 'Suizhou'),
  heilongjiang: w('Heilongjiang', '黑龙江', 'Hắc Long Giang', 'เฮยหลงเจียง', 'ເຮີຍຫຼົງຈຽງ', 'Heilongjiang'),
  zhanjiang: w('Zhanjiang', '湛江', 'Trạm Giang', 'จ้านเจียง', 'ຈ້ານຈຽງ', 'Zhanjiang'),
  wujiang: w('Wujiang', '乌江', 'Ô Giang', 'อูเจียง', 'ອູຈຽງ', 'Wujiang'),
  suphanBuri: w('Suphan Buri', '素攀武里', 'Suphan Buri', 'สุพรรณบุรี', 'ສຸພັນບູລີ', 'Suphan Buri'),
  angThong: w('Ang Thong', '红统', 'Ang Thong', 'อ่างทอง', 'ອ່າງທອງ', 'Ang Thong'),
  mahachai: w('Mahachai', '龙仔厝', 'Mahachai', 'มหาชัย', 'ມະຫາໄຊ', 'Mahachai'),
  wangkanai: w('Wangkanai', '旺卡奈', 'Wangkanai', 'วังขนาย', 'ວັງຂະໜາຍ', 'Wangkanai'),
  bolaven: w('Bolaven', '波罗芬', 'Bolaven', 'โบลาเวน', 'ບໍລະເວນ', 'Bolaven'),
  chiangMai: w('Chiang Mai', '清迈', 'Chiang Mai', 'เชียงใหม่', 'ຊຽງໃໝ່', 'Chiang Mai'),
  pakChong: w('Pak Chong', '巴冲', 'Pak Chong', 'ปากช่อง', 'ປາກຊ່ອງ', 'Pak Chong'),
  tayNinh: w('Tay Ninh', '西宁', 'Tây Ninh', 'เตยนินห์', 'ເຕີຍນິນ', 'Tay Ninh'),
  samutSongkhram: w('Samut Songkhram', '夜功', 'Samut Songkhram', 'สมุทรสงคราม', 'ສະມຸດສົງຄາມ', 'Samut Songkhram'),
  nakhonPathom: w('Nakhon Pathom', '佛统', 'Nakhon Pathom', 'นครปฐม', 'ນະຄອນປະຖົມ', 'Nakhon Pathom'),
} as const;

const five = (...brands: readonly Brand[]) => brands.map((b) => [b] as const);
/** Where the cool-climate vegetables and fruit come from: the highlands of each country. */
const HIGHLANDS = [B.dalat, B.benguet, B.royalProject, WB.bolaven, WB.chiangMai];

export const WEEKLY_LINES: StapleLine[] = [
  // Sugar, spices and sauces of the region's cooking
  line('sauces', 'salt', 25, 170, S.bagged, w('Brown Sugar', '红糖', 'Đường nâu', 'น้ำตาลทรายแดง', 'ນ້ຳຕານແດງ', 'Asukal na pula'), [
    ...five('Biên Hòa', 'Victorias', 'Taikoo', 'Lam Sơn', WB.wangkanai),
  ]),
  line('sauces', 'honey-pot', 30, 220, S.bagged, w('Palm Sugar', '棕榈糖', 'Đường thốt nốt', 'น้ำตาลปี๊บ', 'ນ້ຳຕານປີບ', 'Palm sugar'), [
    ...five('An Giang', WB.phetchaburi, WB.cockBrand, 'Thai Dancer', B.champasak),
  ]),
  line('sauces', 'hot-pepper', 5, 180, E.spice, w('Chili Powder', '辣椒粉', 'Ớt bột', 'พริกป่น', 'ໝາກເຜັດປົ່ນ', 'Siling pulbos'), [
    ...five('Dh Foods', 'Ông Chà Và', EB.handBrand, 'McCormick', 'Lobo'),
  ]),
  line('sauces', 'jar', 15, 200, S.sauce, w('Hoisin Sauce', '海鲜酱', 'Tương đen', 'ซอสฮอยซิน', 'ຊອດຮອຍຊິນ', 'Hoisin sauce'), [
    ...five(B.leeKumKee, 'Koon Chun', 'Cholimex', 'Chin-su', B.haday),
  ]),
  line('sauces', 'jar', 40, 190, S.jar, w('Soybean Paste', '黄豆酱', 'Tương hột', 'เต้าเจี้ยว', 'ເຕົ້າຈ້ຽວ', 'Soybean paste'), [
    ...five(B.healthyBoy, B.haday, 'Cholimex', 'Bần Yên Nhân', B.leeKumKee),
  ]),
  line('sauces', 'pea-pod', 25, 150, W.block, w('Tamarind Pulp', '酸角膏', 'Me vắt', 'มะขามเปียก', 'ໝາກຂາມປຽກ', 'Sampalok'), [
    ...five(WB.porKwan, WB.cockBrand, 'Pantai', "Mama Sita's", WB.phetchabun),
  ]),
  // Rice paper, congee and pasta
  line('noodles', 'flatbread', 40, 140, W.sheets, w('Rice Paper Wrappers', '越南米纸', 'Bánh tráng', 'แผ่นแป้งเมี่ยงญวน', 'ແຜ່ນແປ້ງຍໍ', 'Rice paper wrapper'), [
    ...five('Three Ladies', 'Trảng Bàng', 'Safoco', 'Bích Chi', 'Tufoco'),
  ]),
  line('noodles', 'bowl-with-spoon', 55, 40, W.sachets, w('Instant Congee', '速食粥', 'Cháo ăn liền', 'โจ๊กกึ่งสำเร็จรูป', 'ໂຈ໊ກກຶ່ງສຳເລັດຮູບ', 'Instant lugaw'), [
    ...five('Gấu Đỏ', 'Vifon', 'Cung Đình', 'Knorr', 'Yum Yum'),
  ]),
  line('noodles', 'spaghetti', 50, 120, S.bagged, w('Macaroni', '通心粉', 'Nui', 'มักกะโรนี', 'ມັກກະໂຣນີ', 'Macaroni'), [
    ['Royal'],
    ['Fiesta'],
    ['Safoco'],
    ['San Remo'],
    ['Barilla', null, 1.5],
  ]),
  line('oil', 'coconut', 45, 350, S.sauce, w('Coconut Oil', '椰子油', 'Dầu dừa', 'น้ำมันมะพร้าว', 'ນ້ຳມັນໝາກພ້າວ', 'Langis ng niyog'), [
    ...five('Minola', 'Vietcoco', 'Tropicana', 'Bến Tre', 'Golden Coco'),
  ]),
  // Dried goods
  line('dried', 'beans', 100, 160, W.dried, w('Mung Beans', '绿豆', 'Đỗ xanh', 'ถั่วเขียว', 'ໝາກຖົ່ວຂຽວ', 'Munggo'), [
    ...five(WB.raitip, 'Việt San', 'Tài Ký', 'Savan Farm', "Harvester's"),
  ]),
  line('dried', 'peanuts', 45, 180, W.dried, w('Sesame Seeds', '白芝麻', 'Mè trắng', 'งาขาว', 'ໝາກງາຂາວ', 'Linga'), [
    ...five(WB.raitip, 'Việt San', 'Kadoya', 'Dh Foods', 'Tài Ký'),
  ]),
  line('dried', 'shrimp', 15, 600, W.dried, w('Dried Shrimp', '虾米', 'Tôm khô', 'กุ้งแห้ง', 'ກຸ້ງແຫ້ງ', 'Hibi'), [
    ...five(EB.caMau, 'Phú Quốc', WB.mahachai, 'Navotas', WB.zhanjiang),
  ]),
  line('dried', 'brown-mushroom', 30, 500, W.dried, w('Dried Shiitake', '干香菇', 'Nấm đông cô', 'เห็ดหอมแห้ง', 'ເຫັດຫອມແຫ້ງ', 'Chinese mushroom'), [
    ...five(B.dalat, 'Việt San', B.royalProject, WB.suizhou, WB.raitip),
  ]),
  line('dried', 'brown-mushroom', 10, 350, W.dried, w('Wood Ear Mushroom', '黑木耳', 'Nấm mèo', 'เห็ดหูหนู', 'ເຫັດຫູໜູ', 'Tenga ng daga'), [
    ...five('Việt San', WB.raitip, B.yunnan, B.dalat, WB.heilongjiang),
  ]),
  // Canned and frozen
  line('canned', 'beans', 10, 130, S.tin, w('Baked Beans', '茄汁焗豆', 'Đậu trắng sốt cà', 'ถั่วอบกระป๋อง', 'ໝາກຖົ່ວອົບກະປ໋ອງ', 'Pork & beans'), [
    ...five("Hunt's", 'Heinz', 'Purefoods', 'Del Monte', 'Ayam'),
  ]),
  line('canned', 'leafy-green', 70, 120, S.produce, w('Pickled Mustard Greens', '酸菜', 'Dưa cải chua', 'ผักกาดดอง', 'ຜັກກາດດອງ', 'Burong mustasa'), [
    ...five('Sông Hương', 'Mae Pranom', 'Pantai', 'Amoy', WB.wujiang),
  ]),
  line('frozen', 'poultry-leg', 45, 350, S.bagged, w('Chicken Nuggets', '鸡块', 'Gà viên chiên', 'ไก่นักเก็ต', 'ໄກ່ນັກເກັດ', 'Chicken nuggets'), [
    ...five(B.cp, B.betagro, 'Magnolia', 'Tyson', 'Vissan'),
  ]),
  line('frozen', 'french-fries', 45, 300, S.bagged, w('French Fries', '冷冻薯条', 'Khoai tây chiên', 'เฟรนช์ฟรายส์', 'ເຟຣນຟຣາຍ', 'French fries'), [
    ...five('McCain', 'Lamb Weston', 'Simplot', 'Aviko', 'Farm Frites'),
  ]),
  line('frozen', 'burrito', 35, 380, S.bagged, w('Spring Rolls', '春卷', 'Chả giò', 'ปอเปี๊ยะทอด', 'ຢໍຈືນ', 'Lumpiang shanghai'), [
    ...five('SG Food', 'Vissan', B.cp, 'Mekeni', 'Bibigo'),
  ]),
  line('frozen', 'oden', 10, 400, S.bagged, w('Beef Balls', '牛肉丸', 'Bò viên', 'ลูกชิ้นเนื้อ', 'ລູກຊີ້ນງົວ', 'Beef balls'), [
    ...five('Vissan', B.cp, B.betagro, 'Ông Ba', 'Mekeni'),
  ]),
  // Regional meat and fish
  line('pork', 'cut-of-meat', 20, 500, S.meat, w('Pork Roll', '越南扎肉', 'Chả lụa', 'หมูยอ', 'ໝູຍໍ', 'Pork roll'), [
    ...five('Vissan', 'Ước Lễ', WB.sKhonkaen, WB.maeThuan, EB.vientiane),
  ]),
  line('pork', 'jar', 30, 450, S.jar, w('Pork Floss', '猪肉松', 'Chà bông', 'หมูหยอง', 'ໝູຫຍອງ', 'Pork floss'), [
    ...five('Vissan', WB.sKhonkaen, WB.maeThuan, 'Bee Cheng Hiang', 'Hoàng Gia'),
  ]),
  line('pork', 'meat-on-bone', 0, 380, S.meat, w('Pork Hock', '猪蹄膀', 'Giò heo', 'ขาหมู', 'ຂາໝູ', 'Pata ng baboy'), [
    ...five(B.cp, B.betagro, 'Vissan', 'Monterey', 'Meat Deli'),
  ]),
  line('poultry', 'poultry-leg', 10, 220, S.meat, w('Chicken Feet', '鸡爪', 'Chân gà', 'ขาไก่', 'ຕີນໄກ່', 'Paa ng manok'), [
    ...five(B.cp, B.betagro, 'Magnolia', 'Bounty Fresh', 'Dabaco'),
  ]),
  line('seafood', 'fish', 100, 400, S.meat, w('Snakehead Fish', '黑鱼', 'Cá lóc', 'ปลาช่อน', 'ປາຄໍ່', 'Dalag'), [
    ...five('Đồng Tháp', 'An Giang', WB.suphanBuri, 'Pampanga', EB.vientiane),
  ]),
  line('seafood', 'fish', 60, 300, S.meat, w('Catfish', '鲶鱼', 'Cá trê', 'ปลาดุก', 'ປາດຸກ', 'Hito'), [
    ...five('Cần Thơ', WB.angThong, 'Bulacan', B.champasak, 'An Giang'),
  ]),
  // Dairy
  line('yogurt', 'cheese-wedge', 45, 350, W.slices, w('Cheese Slices', '奶酪片', 'Phô mai lát', 'ชีสแผ่น', 'ເນີຍແຂງແຜ່ນ', 'Hiniwang keso'), [
    ...five('Kraft', 'Anchor', 'Président', 'Magnolia', 'Arla'),
  ]),
  line('spreads', 'butter', 50, 250, S.jar, w('Margarine', '人造黄油', 'Bơ thực vật', 'มาการีน', 'ມາກາຣີນ', 'Margarina'), [
    ...five('Star', 'Blue Band', 'Tường An', 'Orchid', 'Flora'),
  ]),
  line('coffee', 'glass-of-milk', 35, 300, E.powder, w('Coffee Creamer', '咖啡伴侣', 'Bột kem béo', 'ครีมเทียม', 'ຄີມທຽມ', 'Creamer'), [
    ...five('Coffee-mate', 'Frima', 'Kievit', 'Carnation', 'Alaska'),
  ]),
  // Drinks
  line('soft', 'droplet', 180, 50, S.can, w('Soda Water', '苏打水', 'Nước soda', 'โซดา', 'ໂຊດາ', 'Soda water'), [
    ...five(B.singha, B.chang, 'Schweppes', 'Vĩnh Hảo', B.leo),
  ]),
  line('soft', 'bubble-tea', 20, 70, S.can, w('Grass Jelly Drink', '仙草蜜', 'Nước sương sáo', 'เฉาก๊วย', 'ເຊົາກ໊ວຍ', 'Grass jelly drink'), [
    ...five('Chaokoh', "Yeo's", 'Chin Chin', 'Wonderfarm', 'Woongjin'),
  ]),
  line('soft', 'empty-nest', 35, 150, W.nest, w("Bird's Nest Drink", '燕窝饮品', 'Nước yến', 'เครื่องดื่มรังนก', 'ເຄື່ອງດື່ມຮັງນົກ', "Bird's nest drink"), [
    ...five('Yến Sào Khánh Hòa', "Brand's", 'Scotch', 'Nunest', 'Yến Việt'),
  ]),
  // Sweets and seeds
  line('chips', 'sunflower', 50, 120, S.snack, w('Sunflower Seeds', '葵花籽', 'Hạt hướng dương', 'เมล็ดทานตะวัน', 'ເມັດທານຕະເວັນ', 'Butong mirasol'), [
    ...five(WB.chaCheer, 'Tân Tân', B.kohKae, 'Oishi', 'Nagaraya'),
  ]),
  line('candy', 'chocolate-bar', 25, 150, S.snack, w('Chocolate Bar', '巧克力', 'Sô-cô-la thanh', 'ช็อกโกแลตแท่ง', 'ຊັອກໂກແລັດແທ່ງ', 'Tsokolate'), [
    ['KitKat'],
    ['Cadbury'],
    ['Goya'],
    ['Meiji'],
    ['Toblerone', null, 1.5],
  ]),
  line('candy', 'candy', 330, 100, S.snack, w('Candy', '糖果', 'Kẹo', 'ลูกอม', 'ເຂົ້າໜົມອົມ', 'Kendi'), [
    ...five('Alpenliebe', 'Kopiko', WB.whiteRabbit, 'Mentos', 'Halls'),
  ]),
  line('desserts', 'custard', 350, 150, S.bagged, w('Jelly Cups', '果冻', 'Thạch', 'เยลลี่', 'ເຢລລີ່', 'Jelly cups'), [
    ...five('Long Hải', 'Jele', 'Jelly Ace', WB.xizhilang, 'Cocon'),
  ]),
  line('desserts', 'shortcake', 40, 200, S.box, w('Sponge Cake', '海绵蛋糕', 'Bánh bông lan', 'เค้กสปันจ์', 'ເຂົ້າໜົມເຄັກ', 'Mamon'), [
    ...five('Solite', 'Hura', 'Custas', 'Goldilocks', 'Red Ribbon'),
  ]),
  // Laundry and the home
  line('cleaning', 'basket', 250, 450, S.liquid, w('Liquid Detergent', '洗衣液', 'Nước giặt', 'น้ำยาซักผ้า', 'ນ້ຳຢາຊັກຜ້າ', 'Liquid detergent'), [
    ...five('OMO', 'Ariel', 'Surf', 'Lix', 'Breeze'),
  ]),
  line('cleaning', 'soap', 60, 80, S.bar, w('Laundry Soap Bar', '洗衣皂', 'Xà bông giặt cục', 'สบู่ซักผ้า', 'ສະບູ່ຊັກເຄື່ອງ', 'Sabong bareta'), [
    ...five('Tide', 'Surf', 'Ariel', 'Speed', 'Breeze'),
  ]),
  line('cleaning', 'mosquito', 120, 350, W.spray, w('Insect Spray', '杀虫气雾剂', 'Bình xịt côn trùng', 'สเปรย์กำจัดแมลง', 'ສະເປຣກຳຈັດແມງໄມ້', 'Insect spray'), [
    ...five('Baygon', 'Raid', 'ARS', 'Jumbo', 'Mosfly'),
  ]),
  line('cleaning', 'gloves', 50, 200, W.gloves, w('Rubber Gloves', '橡胶手套', 'Găng tay cao su', 'ถุงมือยาง', 'ຖົງມືຢາງ', 'Guwantes na goma'), [
    ...five('Scotch-Brite', 'Poly-Brite', 'Nam Long', 'Sri Trang', 'Watsons'),
  ]),
  line('wraps', 'roll-of-paper', 210, 250, W.rolls, w('Aluminum Foil', '铝箔纸', 'Giấy bạc', 'ฟอยล์ห่ออาหาร', 'ເຈ້ຍຟອຍ', 'Aluminum foil'), [
    ...five('Diamond', 'Glad', 'Reynolds', 'Ringo', 'Alufoil'),
  ]),
  line('wraps', 'roll-of-paper', 180, 200, W.rolls, w('Cling Wrap', '保鲜膜', 'Màng bọc thực phẩm', 'ฟิล์มห่ออาหาร', 'ຟີມຫໍ່ອາຫານ', 'Plastic wrap'), [
    ...five('Glad', 'M Wrap', 'Ringo', 'Diamond', 'Saran'),
  ]),
  line('utility', 'battery', 90, 180, W.batteries, w('Batteries', '电池', 'Pin tiểu', 'ถ่านไฟฉาย', 'ຖ່ານໄຟສາຍ', 'Baterya'), [
    ['Panasonic'],
    ['Energizer', null, 1.4],
    ['Eveready'],
    ['Con Thỏ'],
    ['GP'],
  ]),
  line('utility', 'fire', 20, 60, W.lighters, w('Lighter', '打火机', 'Bật lửa', 'ไฟแช็ก', 'ໄຟແຊັກ', 'Lighter'), [
    ['Bic'],
    ['Clipper'],
    ['Tokai'],
    ['Cricket'],
    ['Zippo', null, 12],
  ]),
  // The bathroom cabinet
  line('body', 'lotion-bottle', 330, 400, S.care, w('Facial Wash', '洁面乳', 'Sữa rửa mặt', 'โฟมล้างหน้า', 'ໂຟມລ້າງໜ້າ', 'Facial wash'), [
    ...five("Pond's", 'Senka', 'Hada Labo', 'Garnier', 'Cetaphil'),
  ]),
  line('body', 'lotion-bottle', 290, 350, S.care, w('Feminine Wash', '女性护理液', 'Dung dịch vệ sinh phụ nữ', 'ผลิตภัณฑ์ทำความสะอาดจุดซ่อนเร้น', 'ນ້ຳຢາອະນາໄມຜູ້ຍິງ', 'Feminine wash'), [
    ...five('Lactacyd', 'Betadine', 'Dạ Hương', 'Gynapro', 'Femfresh'),
  ]),
  line('body', 'test-tube', 200, 150, W.alcohol, w('Rubbing Alcohol', '医用酒精', 'Cồn y tế', 'แอลกอฮอล์ล้างแผล', 'ແອວກໍຮໍລ້າງບາດ', 'Alkohol'), [
    ...five('Green Cross', 'Cleene', WB.siribuncha, 'OPC', 'Family'),
  ]),
  line('body', 'adhesive-bandage', 30, 150, E.small, w('Adhesive Bandages', '创可贴', 'Băng cá nhân', 'พลาสเตอร์ปิดแผล', 'ແຜ່ນປິດບາດ', 'Band-aid'), [
    ...five('Urgo', 'Tigerplast', 'Hansaplast', 'Tensoplast', 'Watsons'),
  ]),
  line('body', 'herb', 130, 250, W.drops, w('Medicated Oil', '风油精', 'Dầu gió', 'ยาหม่องน้ำ', 'ຢາໝ່ອງນ້ຳ', 'Liniment oil'), [
    ...five(WB.eagle, 'Trường Sơn', WB.siangPure, 'White Flower', 'Efficascent'),
  ]),
  // The baby's shelf
  line('babycare', 'baby', 180, 400, W.pacifier, w('Pacifier', '安抚奶嘴', 'Ti giả', 'จุกนมหลอก', 'ຈຸກນົມຫຼອກ', 'Tsupon'), [
    ...five('Pigeon', 'Avent', 'Chicco', 'NUK', 'MAM'),
  ]),
  line('babycare', 'basket', 320, 500, S.liquid, w('Baby Laundry Detergent', '婴儿洗衣液', 'Nước giặt em bé', 'น้ำยาซักผ้าเด็ก', 'ນ້ຳຢາຊັກຜ້າເດັກ', 'Baby detergent'), [
    ...five('D-nee', 'Kodomo', 'Arau Baby', 'Pigeon', 'Cycles'),
  ]),
  line('babycare', 'glass-of-milk', 330, 600, W.milkBags, w('Breast Milk Storage Bags', '储奶袋', 'Túi trữ sữa', 'ถุงเก็บน้ำนม', 'ຖົງເກັບນ້ຳນົມ', 'Breast milk bags'), [
    ...five('Pigeon', 'Unimom', 'Sunmum', 'Lansinoh', 'Medela'),
  ]),
  // Vegetables and fruit by each market's own name
  fresh('vegetables', 'leafy-green', 95, 150, w('Lettuce', '生菜', 'Xà lách', 'ผักกาดหอม', 'ຜັກສະລັດ', 'Litsugas'), [B.dalat, B.benguet]),
  fresh('vegetables', 'leafy-green', 135, 130, w('Bok Choy', '上海青', 'Cải thìa', 'ผักกาดฮ่องเต้', 'ຜັກກາດຮ່ອງເຕ້', 'Bok choy'), [B.dalat, B.royalProject]),
  fresh('vegetables', 'broccoli', 110, 300, w('Broccoli', '西兰花', 'Bông cải xanh', 'บรอกโคลี', 'ບຣອກໂຄລີ', 'Brokoli'), HIGHLANDS),
  fresh('vegetables', 'potato', 280, 180, w('Taro', '芋头', 'Khoai môn', 'เผือก', 'ເຜືອກ', 'Gabi'), [B.champasak, B.davao]),
  fresh('vegetables', 'potato', 40, 100, w('Cassava', '木薯', 'Khoai mì', 'มันสำปะหลัง', 'ມັນຕົ້ນ', 'Kamoteng kahoy'), [B.champasak, B.mekong]),
  fresh('vegetables', 'carrot', 50, 120, w('White Radish', '白萝卜', 'Củ cải trắng', 'หัวไชเท้า', 'ຫົວຜັກກາດ', 'Labanos'), HIGHLANDS),
  fresh('vegetables', 'brown-mushroom', 50, 250, w('Enoki Mushrooms', '金针菇', 'Nấm kim châm', 'เห็ดเข็มทอง', 'ເຫັດເຂັມທອງ', 'Enoki'), [B.dalat, B.yunnan]),
  fresh('vegetables', 'brown-mushroom', 35, 280, w('Oyster Mushrooms', '平菇', 'Nấm bào ngư', 'เห็ดนางฟ้า', 'ເຫັດນາງຟ້າ', 'Kabuteng oyster'), HIGHLANDS),
  fresh('vegetables', 'herb', 130, 120, w('Thai Basil', '泰国罗勒', 'Húng quế', 'ใบโหระพา', 'ຜັກອີ່ຕູ່', 'Balanoy'), [B.champasak, EB.vientiane]),
  fresh('vegetables', 'ginger-root', 350, 250, w('Galangal', '南姜', 'Củ riềng', 'ข่า', 'ຂ່າ', 'Galangal'), [B.champasak, B.mekong]),
  fresh('fruit', 'grapes', 280, 500, w('Grapes', '鲜葡萄', 'Nho', 'องุ่น', 'ໝາກອະງຸ່ນ', 'Ubas'), [B.dalat, B.yunnan]),
  fresh('fruit', 'strawberry', 350, 600, w('Strawberries', '草莓', 'Dâu tây', 'สตรอว์เบอร์รี่', 'ໝາກສະຕໍເບີຣີ', 'Strawberry'), HIGHLANDS),
  fresh('fruit', 'green-apple', 140, 350, w('Custard Apple', '番荔枝', 'Mãng cầu', 'น้อยหน่า', 'ໝາກຂຽບ', 'Atis'), [
    B.mekong,
    B.champasak,
    B.chanthaburi,
    WB.pakChong,
    WB.tayNinh,
  ]),
  fresh('fruit', 'kiwi-fruit', 30, 250, w('Sapodilla', '人心果', 'Hồng xiêm', 'ละมุด', 'ໝາກລະມຸດ', 'Chico'), [B.mekong, B.davao]),
  fresh('fruit', 'red-apple', 290, 300, w('Passion Fruit', '百香果', 'Chanh dây', 'เสาวรส', 'ໝາກເສົາວະລົດ', 'Passion fruit'), [B.dalat, B.champasak]),
  fresh('fruit', 'pear', 350, 350, w('Rose Apple', '莲雾', 'Roi', 'ชมพู่', 'ໝາກຈົມພູ່', 'Makopa'), [
    B.mekong,
    B.chanthaburi,
    WB.phetchaburi,
    WB.samutSongkhram,
    WB.nakhonPathom,
  ]),
  fresh('fruit', 'coconut', 90, 150, w('Young Coconut', '椰青', 'Dừa xiêm', 'มะพร้าวน้ำหอม', 'ໝາກພ້າວອ່ອນ', 'Buko'), [B.mekong, B.davao]),
  fresh('fruit', 'lime', 90, 200, w('Calamansi', '四季桔', 'Tắc', 'ส้มจี๊ด', 'ໝາກກ້ຽງຈີ໊ດ', 'Kalamansi'), [B.davao, B.mekong]),
];
