import { defineMessages } from '../define.js';

export const catalogue = defineMessages(
  {
    'catalogue.size': 'Size',
    'catalogue.unit': 'Sold by',
    'catalogue.imageNotFound': 'No such picture',
  },
  {
    'zh-CN': { 'catalogue.size': '规格', 'catalogue.unit': '销售单位', 'catalogue.imageNotFound': '没有这张图片' },
    'vi-VN': {
      'catalogue.size': 'Quy cách',
      'catalogue.unit': 'Đơn vị bán',
      'catalogue.imageNotFound': 'Không có hình ảnh này',
    },
    'th-TH': { 'catalogue.size': 'ขนาด', 'catalogue.unit': 'หน่วยขาย', 'catalogue.imageNotFound': 'ไม่มีรูปภาพนี้' },
    'lo-LA': { 'catalogue.size': 'ຂະໜາດ', 'catalogue.unit': 'ຫົວໜ່ວຍຂາຍ', 'catalogue.imageNotFound': 'ບໍ່ມີຮູບນີ້' },
    'fil-PH': {
      'catalogue.size': 'Laki',
      'catalogue.unit': 'Ibinebenta bawat',
      'catalogue.imageNotFound': 'Walang ganitong larawan',
    },
  },
);
