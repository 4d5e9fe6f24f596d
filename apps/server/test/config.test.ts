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

  it('keeps uploads on disk by default, and names what a shared storage is missing', () => {
    expect(loadConfig({}).uploads).toMatchObject({ kind: 'disk', s3: null });
    expect(loadConfig({}).uploads.diskRoot).toMatch(/data\/uploads$/);
    expect(loadConfig({ UPLOAD_STORAGE: 'postgres' }).uploads.kind).toBe('postgres');
    expect(() => loadConfig({ UPLOAD_STORAGE: 'nfs' })).toThrow(/UPLOAD_STORAGE/);
    expect(() => loadConfig({ UPLOAD_STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ UPLOAD_STORAGE: 's3', S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ UPLOAD_STORAGE: 's3', S3_BUCKET: 'shop', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT/,
    );
    const s3 = loadConfig({
      UPLOAD_STORAGE: 's3',
      S3_BUCKET: 'shop',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
    }).uploads.s3;
    expect(s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'shop',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    });
    // Several servers on one database with uploads on each one's disk: said at start.
    const shared = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://db/shop' });
    expect(shared.warnings.join('\n')).toMatch(/UPLOAD_STORAGE/);
    expect(
      loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://db/shop', UPLOAD_STORAGE: 'postgres' }).warnings.join(
        '\n',
      ),
    ).not.toMatch(/UPLOAD_STORAGE/);
  });
});
