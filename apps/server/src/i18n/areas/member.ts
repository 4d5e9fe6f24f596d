import { defineMessages } from '../define.js';

/** The member's own data (profile, merchant application): `modules/member`. */
export const member = defineMessages(
  {
    'member.merchantPending': 'Your application is already under review',
    'member.iconNotOwnUpload': 'Choose a photo you uploaded here',
  },
  {
    'zh-CN': {
      'member.merchantPending': '您的申请正在审核中',
      'member.iconNotOwnUpload': '请选择您在本站上传的照片',
    },
    'vi-VN': {
      'member.merchantPending': 'Đơn đăng ký của bạn đang được xét duyệt',
      'member.iconNotOwnUpload': 'Hãy chọn ảnh bạn đã tải lên tại đây',
    },
    'th-TH': {
      'member.merchantPending': 'ใบสมัครของคุณอยู่ระหว่างการตรวจสอบ',
      'member.iconNotOwnUpload': 'โปรดเลือกรูปภาพที่คุณอัปโหลดไว้ที่นี่',
    },
    'lo-LA': {
      'member.merchantPending': 'ໃບສະໝັກຂອງທ່ານກຳລັງຖືກພິຈາລະນາ',
      'member.iconNotOwnUpload': 'ກະລຸນາເລືອກຮູບທີ່ທ່ານອັບໂຫຼດໄວ້ຢູ່ນີ້',
    },
    'fil-PH': {
      'member.merchantPending': 'Sinusuri pa ang iyong aplikasyon',
      'member.iconNotOwnUpload': 'Pumili ng larawang in-upload mo rito',
    },
  },
);
