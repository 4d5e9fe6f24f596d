import { defineMessages } from '../define.js';

/** The member's own data (profile, merchant application): `modules/member`. */
export const member = defineMessages(
  {
    'member.merchantPending': 'Your application is already under review',
    'member.iconNotOwnUpload': 'Choose a photo you uploaded here',
    'member.birthdayOutOfRange': 'A birth date cannot be after today or more than {years} years ago',
  },
  {
    'zh-CN': {
      'member.merchantPending': '您的申请正在审核中',
      'member.iconNotOwnUpload': '请选择您在本站上传的照片',
      'member.birthdayOutOfRange': '出生日期不能晚于今天，也不能早于 {years} 年前',
    },
    'vi-VN': {
      'member.merchantPending': 'Đơn đăng ký của bạn đang được xét duyệt',
      'member.iconNotOwnUpload': 'Hãy chọn ảnh bạn đã tải lên tại đây',
      'member.birthdayOutOfRange': 'Ngày sinh không được sau hôm nay hoặc cách đây hơn {years} năm',
    },
    'th-TH': {
      'member.merchantPending': 'ใบสมัครของคุณอยู่ระหว่างการตรวจสอบ',
      'member.iconNotOwnUpload': 'โปรดเลือกรูปภาพที่คุณอัปโหลดไว้ที่นี่',
      'member.birthdayOutOfRange': 'วันเกิดต้องไม่เกินวันนี้ และต้องไม่เกิน {years} ปีที่แล้ว',
    },
    'lo-LA': {
      'member.merchantPending': 'ໃບສະໝັກຂອງທ່ານກຳລັງຖືກພິຈາລະນາ',
      'member.iconNotOwnUpload': 'ກະລຸນາເລືອກຮູບທີ່ທ່ານອັບໂຫຼດໄວ້ຢູ່ນີ້',
      'member.birthdayOutOfRange': 'ວັນເກີດຕ້ອງບໍ່ເກີນມື້ນີ້ ແລະ ບໍ່ເກີນ {years} ປີກ່ອນ',
    },
    'fil-PH': {
      'member.merchantPending': 'Sinusuri pa ang iyong aplikasyon',
      'member.iconNotOwnUpload': 'Pumili ng larawang in-upload mo rito',
      'member.birthdayOutOfRange':
        'Hindi maaaring lampas sa araw na ito o higit sa {years} taon na ang nakalipas ang petsa ng kapanganakan',
    },
  },
);
