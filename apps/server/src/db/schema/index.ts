export * from './country.js';
export * from './setting.js';
export * from './member.js';
export * from './session.js';
export * from './audit.js';
export * from './sms.js';
export * from './catalogue.js';
