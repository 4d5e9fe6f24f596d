import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, App, Form, Modal, Select } from 'antd';
import type { StaffMember } from '@storefront/contract';
import { useWarehouses } from '../../../lib/warehouses';
import { useSetWarehouses } from '../api/staff';

/**
 * Chooses the warehouses a staff member works on: their orders, Today and delivery settings show
 * only those. None chosen is every warehouse. The server's refusal stays on show as it says it.
 */
export function WarehousesDialog({
  member,
  name,
  onClose,
}: {
  member: StaffMember;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const warehouses = useWarehouses();
  const save = useSetWarehouses();
  const [chosen, setChosen] = useState<number[]>(member.warehouseIds);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync({ memberId: member.memberId, warehouseIds: chosen });
      void message.success(t('staff.warehousesSaved', { name }));
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Modal
      open
      title={t('staff.warehousesOf', { name })}
      okText={t('deliverySettings.save')}
      cancelText={t('actions.back')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" name="staff-warehouses">
        <Form.Item label={t('staff.warehouses')} htmlFor="staff-warehouses-select" extra={t('staff.warehousesHint')}>
          <Select
            id="staff-warehouses-select"
            mode="multiple"
            allowClear
            value={chosen}
            onChange={setChosen}
            loading={warehouses.isLoading}
            placeholder={t('staff.allWarehouses')}
            showSearch={{ optionFilterProp: 'label' }}
            options={(warehouses.data ?? []).map((w) => ({ value: w.warehouseId, label: w.name }))}
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" role="alert" showIcon title={error} />}
    </Modal>
  );
}
