import { useState } from 'react';
import { Dialog } from 'antd-mobile';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { requestPosition } from '../../../lib/geolocation';
import type { Position } from '../../../lib/storage';
import './PositionPopup.css';
import { useT } from '../../../i18n';

interface PositionPopupProps {
  visible: boolean;
  onClose: () => void;
  /** Called with the position after the browser granted it (and it was saved). */
  onPosition?: (position: Position) => void;
}

/**
 * Spec §2 position popup: modal, the overlay does not close it. Confirm asks the browser; on
 * failure it closes silently (the reason goes to the console, see lib/geolocation).
 */
export function PositionPopup({ visible, onClose, onPosition }: PositionPopupProps) {
  const { t } = useT();
  const [asking, setAsking] = useState(false);

  const confirm = async () => {
    setAsking(true);
    try {
      const position = await requestPosition();
      onClose();
      onPosition?.(position);
    } catch {
      onClose();
    } finally {
      setAsking(false);
    }
  };

  return (
    <Dialog
      visible={visible}
      closeOnMaskClick={false}
      closeOnAction={false}
      className="position-popup"
      aria-label={t('common:requestPosition')}
      header={<EnvironmentOutline className="position-popup__icon" aria-hidden="true" />}
      title={t('common:requestPosition')}
      content={<p className="position-popup__tips">{t('common:requestPositionTips')}</p>}
      actions={[
        [
          { key: 'cancel', text: t('common:cancel'), onClick: onClose, disabled: asking },
          {
            key: 'confirm',
            text: t('common:confirm'),
            bold: true,
            disabled: asking,
            onClick: () => void confirm(),
          },
        ],
      ]}
    />
  );
}
