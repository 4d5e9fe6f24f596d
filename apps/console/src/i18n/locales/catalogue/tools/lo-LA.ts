import type { catalogueToolsEnUS } from './en-US';

export const catalogueToolsLoLA: typeof catalogueToolsEnUS = {
  nav: {
    label: 'ໜ້າຈໍຂອງລາຍການສິນຄ້າ',
    products: 'ສິນຄ້າ',
    categories: 'ໝວດໝູ່',
    words: 'ຄຳຄົ້ນຫາ',
    transfer: 'ນຳເຂົ້າ ແລະ ສົ່ງອອກ',
  },
  categories: {
    title: 'ໝວດໝູ່',
    lead: 'ເມນູຂອງຮ້ານສະແດງໂຄງສ້າງນີ້. ລາກໝວດໝູ່ເພື່ອຈັດລຳດັບ ຫຼື ຍ້າຍໄປໄວ້ກ້ອງໝວດໝູ່ອື່ນ; ເລືອກໝວດໝູ່ເພື່ອປ່ຽນຊື່, ປ່ຽນໄອຄອນ ຫຼື ຍ້າຍດ້ວຍປຸ່ມ.',
    products: 'ສິນຄ້າ {{count}} ລາຍການ',
    addTop: 'ເພີ່ມໝວດໝູ່ຊັ້ນເທິງສຸດ',
    addBelow: 'ເພີ່ມໝວດໝູ່ກ້ອງໝວດໝູ່ທີ່ເລືອກ',
    editTitle: 'ໝວດໝູ່: {{name}}',
    addTitle: 'ໝວດໝູ່ໃໝ່ໃນ{{parent}}',
    top: 'ຊັ້ນເທິງສຸດຂອງໂຄງສ້າງ',
    name: 'ຊື່',
    icon: 'ໄອຄອນ',
    noIcon: 'ບໍ່ມີໄອຄອນ',
    iconN: 'ໄອຄອນ {{n}}',
    save: 'ບັນທຶກໝວດໝູ່',
    add: 'ເພີ່ມໝວດໝູ່',
    move: 'ຍ້າຍ',
    up: 'ຍ້າຍຂຶ້ນ',
    down: 'ຍ້າຍລົງ',
    moveUnder: 'ຍ້າຍໄປໄວ້ກ້ອງ',
  },
};
