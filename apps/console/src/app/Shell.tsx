import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
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
import { SectionGate, ToSignIn } from './SectionGate';
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

/** antd's `xl` breakpoint, where the Sider folds: the first drawing matches what it then reports. */
const FOLD_BELOW = 1200;

/**
 * The frame of every screen past sign-in: the sections on the side, the signed-in staff member,
 * the language and sign-out on top. Below antd's `xl` width (1200 px: a tablet, a narrow window)
 * the side folds to icons, and unfolds when the window widens again; the menu button toggles it
 * by hand in between. A section the roles do not open answers with the no-access page.
 */
export function Shell() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(() => typeof window !== 'undefined' && window.innerWidth < FOLD_BELOW);
  if (!session) return <ToSignIn />;
  const section = location.pathname.split('/')[1] || 'orders';

  return (
    <Layout className="shell">
      <Layout.Sider
        collapsed={collapsed}
        trigger={null}
        collapsible
        breakpoint="xl"
        onBreakpoint={setCollapsed}
        width={220}
        className="shell__sider"
      >
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
          <SectionGate />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
