import type { Words } from './vocabulary.js';

export interface WarehouseDef {
  names: Words;
  address: string;
  latitude: number;
  longitude: number;
  hours: [string, string];
  radiusKm: number;
  pickup: boolean;
}
export interface RegionDef {
  countryCode: string;
  names: Words;
  warehouses: WarehouseDef[];
}

const wh = (
  names: Words,
  address: string,
  latitude: number,
  longitude: number,
  hours: [string, string] = ['07:00', '22:00'],
  radiusKm = 15,
  pickup = true,
): WarehouseDef => ({ names, address, latitude, longitude, hours, radiusKm, pickup });

/** Real places: two regions per country, two warehouses per region. */
export const REGIONS: RegionDef[] = [
  {
    countryCode: 'VN',
    names: ['Ho Chi Minh City', '胡志明市', 'TP. Hồ Chí Minh', 'นครโฮจิมินห์', 'ນະຄອນໂຮ່ຈິມິນ', 'Lungsod ng Ho Chi Minh'],
    warehouses: [
      wh(
        ['District 1 warehouse', '第一郡仓', 'Kho Quận 1', 'คลังเขต 1', 'ສາງເຂດ 1', 'Bodega ng Distrito 1'],
        '12 Nguyễn Huệ, Quận 1',
        10.7769,
        106.7009,
      ),
      wh(
        ['Thu Duc warehouse', '守德仓', 'Kho Thủ Đức', 'คลังทูดึ๊ก', 'ສາງທູດຶກ', 'Bodega ng Thu Duc'],
        '25 Võ Văn Ngân, Thủ Đức',
        10.8494,
        106.7537,
        ['06:00', '21:00'],
        20,
      ),
    ],
  },
  {
    countryCode: 'VN',
    names: ['Hanoi', '河内', 'Hà Nội', 'ฮานอย', 'ຮ່າໂນ້ຍ', 'Hanoi'],
    warehouses: [
      wh(
        ['Hoan Kiem warehouse', '还剑仓', 'Kho Hoàn Kiếm', 'คลังฮหว่านเกี๋ยม', 'ສາງຮວານກຽມ', 'Bodega ng Hoan Kiem'],
        '8 Tràng Tiền, Hoàn Kiếm',
        21.0285,
        105.8542,
      ),
      wh(
        ['Cau Giay warehouse', '纸桥仓', 'Kho Cầu Giấy', 'คลังเกิ่วส่าย', 'ສາງເກົາຢາຍ', 'Bodega ng Cau Giay'],
        '120 Xuân Thủy, Cầu Giấy',
        21.0362,
        105.7906,
        ['07:00', '21:30'],
        12,
        false,
      ),
    ],
  },
  {
    countryCode: 'TH',
    names: ['Bangkok', '曼谷', 'Băng Cốc', 'กรุงเทพมหานคร', 'ບາງກອກ', 'Bangkok'],
    warehouses: [
      wh(
        ['Sukhumvit warehouse', '素坤逸仓', 'Kho Sukhumvit', 'คลังสุขุมวิท', 'ສາງສຸຂຸມວິດ', 'Bodega ng Sukhumvit'],
        '88 Sukhumvit Rd, Khlong Toei',
        13.7367,
        100.56,
      ),
      wh(
        ['Silom warehouse', '是隆仓', 'Kho Silom', 'คลังสีลม', 'ສາງສີລົມ', 'Bodega ng Silom'],
        '191 Silom Rd, Bang Rak',
        13.7286,
        100.534,
        ['08:00', '22:00'],
        10,
      ),
    ],
  },
  {
    countryCode: 'TH',
    names: ['Chiang Mai', '清迈', 'Chiang Mai', 'เชียงใหม่', 'ຊຽງໃໝ່', 'Chiang Mai'],
    warehouses: [
      wh(
        ['Nimman warehouse', '宁曼仓', 'Kho Nimman', 'คลังนิมมาน', 'ສາງນິມມານ', 'Bodega ng Nimman'],
        '9 Nimmanhaemin Rd',
        18.7964,
        98.968,
      ),
      wh(
        ['Old City warehouse', '古城仓', 'Kho Phố Cổ', 'คลังเมืองเก่า', 'ສາງເມືອງເກົ່າ', 'Bodega ng Lumang Lungsod'],
        '45 Ratchadamnoen Rd',
        18.7883,
        98.9853,
        ['07:30', '20:00'],
        8,
      ),
    ],
  },
  {
    countryCode: 'PH',
    names: ['Metro Manila', '马尼拉大都会', 'Vùng đô thị Manila', 'เมโทรมะนิลา', 'ເມໂທຣມະນີລາ', 'Kalakhang Maynila'],
    warehouses: [
      wh(
        ['Makati warehouse', '马卡蒂仓', 'Kho Makati', 'คลังมากาตี', 'ສາງມາກາຕີ', 'Bodega ng Makati'],
        '6750 Ayala Ave, Makati',
        14.5547,
        121.0244,
      ),
      wh(
        ['Quezon City warehouse', '奎松城仓', 'Kho Quezon', 'คลังเกซอนซิตี', 'ສາງເກຊອນຊິຕີ', 'Bodega ng Lungsod Quezon'],
        '1 Elliptical Rd, Quezon City',
        14.676,
        121.0437,
        ['06:00', '22:00'],
        18,
      ),
    ],
  },
  {
    countryCode: 'PH',
    names: ['Cebu', '宿务', 'Cebu', 'เซบู', 'ເຊບູ', 'Cebu'],
    warehouses: [
      wh(
        ['Cebu City warehouse', '宿务市仓', 'Kho Thành phố Cebu', 'คลังเมืองเซบู', 'ສາງເມືອງເຊບູ', 'Bodega ng Lungsod Cebu'],
        'Osmeña Blvd, Cebu City',
        10.3157,
        123.8854,
      ),
      wh(
        ['Mandaue warehouse', '曼达韦仓', 'Kho Mandaue', 'คลังมันดาเว', 'ສາງມັນດາເວ', 'Bodega ng Mandaue'],
        'A.S. Fortuna St, Mandaue',
        10.3236,
        123.9223,
        ['08:00', '21:00'],
        10,
        false,
      ),
    ],
  },
  {
    countryCode: 'LA',
    names: ['Vientiane', '万象', 'Viêng Chăn', 'เวียงจันทน์', 'ວຽງຈັນ', 'Vientiane'],
    warehouses: [
      wh(
        ['Chanthabouly warehouse', '占他武里仓', 'Kho Chanthabouly', 'คลังจันทบุรี', 'ສາງຈັນທະບູລີ', 'Bodega ng Chanthabouly'],
        'Setthathirath Rd, Chanthabouly',
        17.9757,
        102.6331,
      ),
      wh(
        [
          'Sikhottabong warehouse',
          '西科达本仓',
          'Kho Sikhottabong',
          'คลังศรีโคตรบูรณ์',
          'ສາງສີໂຄດຕະບອງ',
          'Bodega ng Sikhottabong',
        ],
        'Luang Prabang Rd, Sikhottabong',
        17.9833,
        102.5667,
        ['07:00', '20:00'],
        12,
      ),
    ],
  },
  {
    countryCode: 'LA',
    names: ['Luang Prabang', '琅勃拉邦', 'Luang Prabang', 'หลวงพระบาง', 'ຫຼວງພະບາງ', 'Luang Prabang'],
    warehouses: [
      wh(
        ['Night Market warehouse', '夜市仓', 'Kho Chợ Đêm', 'คลังตลาดกลางคืน', 'ສາງຕະຫຼາດກາງຄືນ', 'Bodega ng Night Market'],
        'Sisavangvong Rd',
        19.8856,
        102.1347,
        ['08:00', '21:00'],
        8,
      ),
      wh(
        ['Phousi warehouse', '普西仓', 'Kho Phousi', 'คลังภูสี', 'ສາງພູສີ', 'Bodega ng Phousi'],
        'Phothisarath Rd',
        19.88,
        102.14,
        ['08:00', '19:00'],
        6,
        false,
      ),
    ],
  },
];

/** Exchange from US cents to each country's minor units, rounded to a price people expect. */
export const MONEY: Record<string, { perUsdCent: number; roundTo: number }> = {
  VN: { perUsdCent: 250, roundTo: 500 },
  TH: { perUsdCent: 36, roundTo: 100 },
  PH: { perUsdCent: 58, roundTo: 100 },
  LA: { perUsdCent: 210, roundTo: 1000 },
  CN: { perUsdCent: 7.2, roundTo: 10 },
};
export const toLocalPrice = (countryCode: string, usdCents: number) => {
  const { perUsdCent, roundTo } = MONEY[countryCode]!;
  return Math.max(roundTo, Math.round((usdCents * perUsdCent) / roundTo) * roundTo);
};
