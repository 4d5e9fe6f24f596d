import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Button, Layout, Menu, Space, Typography } from 'antd';
import {
  AppstoreOutlined,
  DashboardOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  ShoppingOutlined,
  CalendarOutlined,
  GiftOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { useSession } from '../lib/session';
import { signOut } from '../features/auth/api/signIn';
import { sectionsFor, type SectionKey } from '../lib/sections';
import './Shell.css';

const ICONS: Record<SectionKey, ReactNode> = {
  today: <DashboardOutlined aria-hidden />,
  orders: <ShoppingOutlined aria-hidden />,
  payments: <WalletOutlined aria-hidden />,
  customers: <UserOutlined aria-hidden />,
  delivery: <CalendarOutlined aria-hidden />,
  catalogue: <AppstoreOutlined aria-hidden />,
  promotions: <GiftOutlined aria-hidden />,
  staff: <TeamOutlined aria-hidden />,
};

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
            items={sectionsFor(session.roles).map((key) => ({ key, icon: ICONS[key], label: t(`section.${key}`) }))}
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
