import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildTemplate } from './template.js';

const urlWithDatabase = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/** Builds a template database; each test file creates its own database from it and drops it. */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const template = `sf_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const database = await buildTemplate({ databaseUrl: urlWithDatabase(adminUrl, template) });
  await database.close();
  project.provide('testDatabase', { kind: 'postgres', adminUrl, template });
  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}
