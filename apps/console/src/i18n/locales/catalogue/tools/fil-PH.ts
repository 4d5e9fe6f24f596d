import type { catalogueToolsEnUS } from './en-US';

export const catalogueToolsFilPH: typeof catalogueToolsEnUS = {
  nav: {
    label: 'Mga screen ng katalogo',
    products: 'Mga produkto',
    categories: 'Mga kategorya',
    words: 'Mga salitang hinahanap',
    transfer: 'Pag-import at pag-export',
  },
  categories: {
    title: 'Mga kategorya',
    lead: 'Ipinapakita ng mga menu ng tindahan ang punong ito. I-drag ang kategorya para baguhin ang ayos o ilipat ito sa ilalim ng iba; pumili ng isa para palitan ang pangalan, ang icon, o ilipat ito gamit ang mga button.',
    products: '{{count}} produkto',
    addTop: 'Magdagdag ng kategoryang nasa itaas',
    addBelow: 'Magdagdag ng kategorya sa ilalim ng napili',
    editTitle: 'Kategorya: {{name}}',
    addTitle: 'Bagong kategorya sa {{parent}}',
    top: 'itaas ng puno',
    name: 'Pangalan',
    icon: 'Icon',
    noIcon: 'Walang icon',
    iconN: 'Icon {{n}}',
    save: 'I-save ang kategorya',
    add: 'Idagdag ang kategorya',
    move: 'Ilipat',
    up: 'Iakyat',
    down: 'Ibaba',
    moveUnder: 'Ilipat sa ilalim ng',
  },
};
