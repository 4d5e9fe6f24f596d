import type { catalogueToolsEnUS } from './en-US';

export const catalogueToolsThTH: typeof catalogueToolsEnUS = {
  nav: {
    label: 'หน้าจอของแคตตาล็อก',
    products: 'สินค้า',
    categories: 'หมวดหมู่',
    words: 'คำค้นหา',
    transfer: 'นำเข้าและส่งออก',
  },
  categories: {
    title: 'หมวดหมู่',
    lead: 'เมนูของร้านแสดงผังนี้ ลากหมวดหมู่เพื่อจัดลำดับหรือย้ายไปไว้ใต้หมวดหมู่อื่น เลือกหมวดหมู่เพื่อเปลี่ยนชื่อ เปลี่ยนไอคอน หรือย้ายด้วยปุ่ม',
    products: 'สินค้า {{count}} รายการ',
    addTop: 'เพิ่มหมวดหมู่ระดับบนสุด',
    addBelow: 'เพิ่มหมวดหมู่ใต้หมวดหมู่ที่เลือก',
    editTitle: 'หมวดหมู่: {{name}}',
    addTitle: 'หมวดหมู่ใหม่ใน{{parent}}',
    top: 'ระดับบนสุดของผัง',
    name: 'ชื่อ',
    icon: 'ไอคอน',
    noIcon: 'ไม่มีไอคอน',
    iconN: 'ไอคอน {{n}}',
    save: 'บันทึกหมวดหมู่',
    add: 'เพิ่มหมวดหมู่',
    move: 'ย้าย',
    up: 'ย้ายขึ้น',
    down: 'ย้ายลง',
    moveUnder: 'ย้ายไปไว้ใต้',
  },
};
