import enUS from 'antd-mobile/es/locales/en-US';

/**
 * antd-mobile ships no Lao or Filipino pack: these carry every text its components show or read
 * out (buttons, pull-to-refresh, steppers' and masks' accessible names, calendars). The form
 * validation templates stay English: this app validates with its own translated messages.
 */
type Pack = typeof enUS;

export const loLA: Pack = {
  ...enUS,
  locale: 'lo',
  common: { confirm: 'ຢືນຢັນ', cancel: 'ຍົກເລີກ', loading: 'ກຳລັງໂຫຼດ', close: 'ປິດ' },
  Calendar: {
    ...enUS.Calendar,
    title: 'ເລືອກວັນທີ',
    confirm: 'ຢືນຢັນ',
    start: 'ເລີ່ມ',
    end: 'ສິ້ນສຸດ',
    startAndEnd: 'ເລີ່ມ/ສິ້ນສຸດ',
    today: 'ມື້ນີ້',
    markItems: ['ຈ', 'ອ', 'ພ', 'ພຫ', 'ສກ', 'ສ', 'ອາ'],
    yearAndMonth: '${month}/${year}',
  },
  Cascader: { placeholder: 'ກຳລັງເລືອກ' },
  Dialog: { ok: 'ຕົກລົງ' },
  DatePicker: { tillNow: 'ຈົນເຖິງປັດຈຸບັນ' },
  ErrorBlock: {
    default: { title: 'ຂໍອະໄພ, ມີບາງຢ່າງຜິດພາດ', description: 'ກະລຸນາລໍຖ້າຈັກໜ້ອຍ ແລ້ວລອງໃໝ່' },
    busy: { title: 'ຂໍອະໄພ, ໂຫຼດບໍ່ໄດ້', description: 'ລອງໂຫຼດໜ້າໃໝ່' },
    disconnected: { title: 'ເຄືອຂ່າຍບໍ່ວ່າງ', description: 'ລອງໂຫຼດໜ້າໃໝ່' },
    empty: { title: 'ບໍ່ພົບສິ່ງທີ່ຊອກຫາ', description: 'ລອງຊອກຫາຄຳອື່ນເບິ່ງບໍ?' },
  },
  Form: { ...enUS.Form, required: 'ຈຳເປັນ', optional: 'ບໍ່ບັງຄັບ' },
  ImageUploader: { uploading: 'ກຳລັງອັບໂຫຼດ...', upload: 'ອັບໂຫຼດ' },
  InfiniteScroll: { noMore: 'ບໍ່ມີເພີ່ມແລ້ວ', failedToLoad: 'ໂຫຼດບໍ່ສຳເລັດ', retry: 'ລອງໃໝ່' },
  Input: { clear: 'ລຶບ' },
  Mask: { name: 'ພື້ນຫຼັງ' },
  Modal: { ok: 'ຕົກລົງ' },
  NumberKeyboard: { backspace: 'ລຶບຖອຍຫຼັງ' },
  PasscodeInput: { name: 'ໃສ່ລະຫັດ' },
  PullToRefresh: { pulling: 'ດຶງລົງເພື່ອໂຫຼດໃໝ່', canRelease: 'ປ່ອຍເພື່ອໂຫຼດໃໝ່', complete: 'ໂຫຼດໃໝ່ສຳເລັດ' },
  SearchBar: { name: 'ແຖບຊອກຫາ' },
  Slider: { name: 'ຕົວເລື່ອນ' },
  Stepper: { decrease: 'ຫຼຸດລົງ', increase: 'ເພີ່ມຂຶ້ນ' },
  Switch: { name: 'ສະວິດ' },
  Selector: { name: 'ຕົວເລືອກ' },
};

export const filPH: Pack = {
  ...enUS,
  locale: 'fil',
  common: { confirm: 'Kumpirmahin', cancel: 'Kanselahin', loading: 'Naglo-load', close: 'Isara' },
  Calendar: {
    ...enUS.Calendar,
    title: 'Pumili ng petsa',
    confirm: 'Kumpirmahin',
    start: 'simula',
    end: 'wakas',
    startAndEnd: 'simula/wakas',
    today: 'ngayon',
    markItems: ['Lun', 'Mar', 'Miy', 'Huw', 'Biy', 'Sab', 'Lin'],
    yearAndMonth: '${month}/${year}',
  },
  Cascader: { placeholder: 'Pumipili' },
  Dialog: { ok: 'OK' },
  DatePicker: { tillNow: 'Hanggang ngayon' },
  ErrorBlock: {
    default: { title: 'Naku, may nagkamali', description: 'Maghintay sandali at subukang muli' },
    busy: { title: 'Naku, hindi nag-load', description: 'Subukang i-refresh ang pahina' },
    disconnected: { title: 'Abala ang network', description: 'Subukang i-refresh ang pahina' },
    empty: { title: 'Wala kaming nahanap', description: 'Subukan ang ibang paghahanap?' },
  },
  Form: { ...enUS.Form, required: 'Kailangan', optional: 'Opsyonal' },
  ImageUploader: { uploading: 'Nag-a-upload...', upload: 'Mag-upload' },
  InfiniteScroll: { noMore: 'Wala nang iba pa', failedToLoad: 'Hindi na-load', retry: 'Subukang muli' },
  Input: { clear: 'burahin' },
  Mask: { name: 'Takip' },
  Modal: { ok: 'OK' },
  NumberKeyboard: { backspace: 'burahin pabalik' },
  PasscodeInput: { name: 'Lagyan ng passcode' },
  PullToRefresh: {
    pulling: 'Hilahin pababa para i-refresh',
    canRelease: 'Bitawan para i-refresh',
    complete: 'Na-refresh na',
  },
  SearchBar: { name: 'Search bar' },
  Slider: { name: 'Slider' },
  Stepper: { decrease: 'bawasan', increase: 'dagdagan' },
  Switch: { name: 'Switch' },
  Selector: { name: 'Pagpipilian' },
};
