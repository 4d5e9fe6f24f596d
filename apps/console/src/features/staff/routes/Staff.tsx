import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { StaffMember } from '@storefront/contract';
import { STAFF_ROLES, type StaffRole } from '@storefront/contract/constants';
import { useWarehouses } from '../../../lib/warehouses';
import { staffListQuery, useRoleChange } from '../api/staff';
import { WarehousesDialog } from '../components/WarehousesDialog';
import './Staff.css';

const PAGE_SIZE = 20;

/**
 * The admin's staff list: everyone holding a role, or with a search every member matching the
 * phone or name, to grant a first role. Each role is a checkbox; the server refuses what may not
 * be (sales with finance, an admin's own roles) and its message is shown as it says it.
 */
export function Staff() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(staffListQuery(keyword, pageNum, PAGE_SIZE));
  const change = useRoleChange();
  const warehouseNames = new Map((useWarehouses().data ?? []).map((w) => [w.warehouseId, w.name]));
  const [choosing, setChoosing] = useState<StaffMember | null>(null);
  const nameOf = (m: StaffMember) => m.nickname ?? `+${m.phoneCountryCode} ${m.phone}`;

  const toggle = async (member: StaffMember, role: StaffRole, held: boolean) => {
    const who = nameOf(member);
    const roleName = t(`staff.role.${role}`);
    try {
      await change.mutateAsync({ memberId: member.memberId, role, held });
      void message.success(t(held ? 'staff.granted' : 'staff.revoked', { role: roleName, name: who }));
    } catch (e) {
      void message.error({ content: e instanceof Error ? e.message : String(e), duration: 8 });
    }
  };

  const columns: TableColumnsType<StaffMember> = [
    { title: t('staff.name'), dataIndex: 'nickname', render: (_, m) => m.nickname ?? t('order.none') },
    { title: t('staff.phone'), dataIndex: 'phone', render: (_, m) => `+${m.phoneCountryCode} ${m.phone}` },
    {
      title: t('staff.roles'),
      dataIndex: 'roles',
      render: (_, m) => (
        <Space wrap role="group" aria-label={t('staff.rolesOf', { name: m.nickname ?? m.phone })}>
          {STAFF_ROLES.map((role) => (
            <Checkbox
              key={role}
              checked={m.roles.includes(role)}
              disabled={change.isPending}
              onChange={(e) => void toggle(m, role, e.target.checked)}
            >
              {t(`staff.role.${role}`)}
            </Checkbox>
          ))}
        </Space>
      ),
    },
    {
      title: t('staff.warehouses'),
      dataIndex: 'warehouseIds',
      render: (_, m) => (
        <Space wrap>
          <span>
            {m.warehouseIds.length
              ? m.warehouseIds.map((id) => warehouseNames.get(id) ?? `#${id}`).join(', ')
              : t('staff.allWarehouses')}
          </span>
          {/* Warehouses narrow a role's work: a member without a role has none to narrow. */}
          {m.roles.length > 0 && (
            <Button
              size="small"
              onClick={() => setChoosing(m)}
              aria-label={t('staff.chooseWarehousesOf', { name: nameOf(m) })}
            >
              {t('staff.chooseWarehouses')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <section className="staff">
      <Typography.Title level={1} className="staff__title">
        {t('staff.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('staff.rule')}</Typography.Paragraph>
      <Input.Search
        key={keyword}
        defaultValue={keyword}
        aria-label={t('staff.search')}
        placeholder={t('staff.search')}
        enterButton={t('orders.searchButton')}
        allowClear
        maxLength={40}
        className="staff__search"
        onSearch={(value) =>
          setParams((prev) => {
            const next = new URLSearchParams(prev);
            if (value.trim()) next.set('keyword', value.trim());
            else next.delete('keyword');
            next.delete('page');
            return next;
          })
        }
      />
      {list.isError ? (
        <Alert
          type="error"
          role="alert"
          showIcon
          title={t('staff.loadFailed')}
          description={list.error.message}
          action={<Button onClick={() => void list.refetch()}>{t('orders.retry')}</Button>}
        />
      ) : (
        <Table<StaffMember>
          rowKey="memberId"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          locale={{ emptyText: t('staff.empty') }}
          pagination={{
            current: pageNum,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showTotal: (count) => t('orders.total', { count }),
            onChange: (page) =>
              setParams((prev) => {
                const next = new URLSearchParams(prev);
                next.set('page', String(page));
                return next;
              }),
          }}
        />
      )}
      {choosing && <WarehousesDialog member={choosing} name={nameOf(choosing)} onClose={() => setChoosing(null)} />}
    </section>
  );
}
