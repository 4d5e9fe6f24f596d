export * from './country.js';
export * from './setting.js';
