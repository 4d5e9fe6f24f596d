import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, Space, Typography, type TableColumnsType } from 'antd';
import type { StaffMember } from '@storefront/contract';
import { STAFF_ROLES, type StaffRole } from '@storefront/contract/constants';
import { PagedList, pageOf } from '../../../components/PagedList';
import { useQueryParams } from '../../../lib/searchParams';
import { useWarehouses } from '../../../lib/warehouses';
import { staffListQuery, useRoleChange } from '../api/staff';
import { WarehousesDialog } from '../components/WarehousesDialog';
import './Staff.css';
import { KeywordSearch } from '../../../components/KeywordSearch';
import { formatPhone } from '@storefront/contract/phone';

/**
 * The admin's staff list: everyone holding a role, or with a search every member matching the
 * phone or name, to grant a first role. Each role is a checkbox; the server refuses what may not
 * be (sales with finance, an admin's own roles) and its message is shown as it says it.
 */
export function Staff() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params, update] = useQueryParams();
  const keyword = params.get('keyword') ?? '';
  const { pageNum, pageSize } = pageOf(params);
  const list = useQuery(staffListQuery(keyword, pageNum, pageSize));
  const change = useRoleChange();
  const warehouseNames = new Map((useWarehouses().data ?? []).map((w) => [w.warehouseId, w.name]));
  const [choosing, setChoosing] = useState<StaffMember | null>(null);
  const nameOf = (m: StaffMember) => m.nickname ?? formatPhone(m.phoneCountryCode, m.phone);

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
    { title: t('staff.phone'), dataIndex: 'phone', render: (_, m) => formatPhone(m.phoneCountryCode, m.phone) },
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
      <KeywordSearch
        label={t('staff.search')}
        value={keyword}
        maxLength={40}
        className="staff__search"
        onSearch={(value) => update({ keyword: value, page: null })}
      />
      <PagedList
        result={list}
        columns={columns}
        rowKey="memberId"
        loadFailed={t('staff.loadFailed')}
        emptyText={t('staff.empty')}
      />
      {choosing && <WarehousesDialog member={choosing} name={nameOf(choosing)} onClose={() => setChoosing(null)} />}
    </section>
  );
}
