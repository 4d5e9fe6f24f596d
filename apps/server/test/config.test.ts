import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('config', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, seedDemo: true });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it('takes map tiles over https with {z}/{x}/{y}, or none with off', () => {
    expect(loadConfig({}).mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(loadConfig({ MAP_TILE_URL: 'off' }).mapTileUrl).toBeNull();
    expect(() => loadConfig({ MAP_TILE_URL: 'http://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(/MAP_TILE_URL/);
  });
});
