import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Button, Layout, Menu, Space, Typography } from 'antd';
import {
  AppstoreOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
import type { StaffRole } from '@storefront/contract/constants';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { useSession } from '../lib/session';
import { signOut } from '../features/auth/api/signIn';
import './Shell.css';

/** The sections of the console and the roles with work in each. */
const SECTIONS = [
  { key: 'orders', label: 'app.orders', roles: ['operations', 'finance'], icon: <ShoppingOutlined aria-hidden /> },
  { key: 'catalogue', label: 'catalogue.menu', roles: ['catalogue'], icon: <AppstoreOutlined aria-hidden /> },
] as const satisfies readonly { key: string; label: string; roles: readonly StaffRole[]; icon: unknown }[];

const sectionsOf = (roles: readonly StaffRole[]) =>
  SECTIONS.filter((s) => s.roles.some((r) => (roles as readonly string[]).includes(r)));

/** The first section the signed-in staff member has work in. */
export function Home() {
  const session = useSession();
  return <Navigate to={`/${sectionsOf(session?.roles ?? [])[0]?.key ?? 'orders'}`} replace />;
}

/**
 * The frame of every screen past sign-in: the sections on the side, the signed-in staff member,
 * the language and sign-out on top. On a tablet the side folds to icons.
 */
export function Shell() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(() => typeof window !== 'undefined' && window.innerWidth < 1100);
  if (!session) return <Navigate to="/sign-in" replace state={{ from: location.pathname }} />;
  const section = location.pathname.split('/')[1] || 'orders';

  return (
    <Layout className="shell">
      <Layout.Sider collapsed={collapsed} trigger={null} collapsible width={220} className="shell__sider">
        <div className="shell__brand">{collapsed ? 'SC' : t('app.name')}</div>
        <nav aria-label={t('app.menu')}>
          <Menu
            theme="dark"
            mode="inline"
            selectedKeys={[section]}
            onClick={({ key }) => void navigate(`/${key}`)}
            items={sectionsOf(session.roles).map((s) => ({ key: s.key, icon: s.icon, label: t(s.label) }))}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header className="shell__header">
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
            onClick={() => setCollapsed(!collapsed)}
            aria-label={t('app.menu')}
            aria-expanded={!collapsed}
          />
          <Space size="middle" className="shell__account">
            <Typography.Text>{t('app.signedInAs', { name: session.name })}</Typography.Text>
            <LanguageSwitch />
            <Button icon={<LogoutOutlined aria-hidden />} onClick={() => void signOut()}>
              {t('app.signOut')}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="shell__content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
