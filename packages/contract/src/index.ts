export * from './envelope.js';
export * from './endpoint.js';
export * from './locales.js';
export * from './headers.js';
export * from './global.js';
export * from './setting.js';
export * from './member.js';
export * from './sso.js';
