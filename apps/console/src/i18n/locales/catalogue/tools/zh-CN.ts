import type { catalogueToolsEnUS } from './en-US';

export const catalogueToolsZhCN: typeof catalogueToolsEnUS = {
  nav: {
    label: '商品目录页面',
    products: '商品',
    categories: '分类',
    words: '搜索词',
    transfer: '导入和导出',
  },
  categories: {
    title: '分类',
    lead: '商店的菜单显示这棵分类树。拖动分类可调整顺序或移到其他分类下；选中一个分类可重命名、更换图标或用按钮移动。',
    products: '{{count}} 件商品',
    addTop: '添加顶级分类',
    addBelow: '在所选分类下添加分类',
    editTitle: '分类：{{name}}',
    addTitle: '在{{parent}}中新建分类',
    top: '分类树顶层',
    name: '名称',
    icon: '图标',
    noIcon: '无图标',
    iconN: '图标 {{n}}',
    save: '保存分类',
    add: '添加分类',
    move: '移动',
    up: '上移',
    down: '下移',
    moveUnder: '移到以下分类之下',
  },
};
