import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Select, Space, Table, Typography } from 'antd';
import type { MerchandisingImportReport } from '@storefront/contract';
import { exportCatalogue, useImport, warehousesQuery } from '../api/transfer';
import { canImport, type Checked, download } from '../transfer';
import { CatalogueNav } from '../components/CatalogueNav';
import { Part } from '../components/Part';
import './Catalogue.css';

type Report = MerchandisingImportReport;

/**
 * The catalogue as a CSV file: downloaded (with one warehouse's stock, if chosen), edited in a
 * spreadsheet, checked whole — every error listed by line — and imported in one go.
 */
export function Transfer() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const warehouses = useQuery(warehousesQuery(i18n.language)).data ?? [];
  const [exportWarehouse, setExportWarehouse] = useState(0);
  const [exporting, setExporting] = useState(false);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [warehouseId, setWarehouseId] = useState(0);
  const [clientKey, setClientKey] = useState(() => crypto.randomUUID());
  const [checked, setChecked] = useState<Checked | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const importing = useImport();
  const warehouseOptions = [
    { value: 0, label: t('catalogue.transfer.noStock') },
    ...warehouses.map((w) => ({ value: w.warehouseId, label: w.name })),
  ];

  const runExport = async () => {
    setExporting(true);
    try {
      const { fileName, csv } = await exportCatalogue(exportWarehouse || null);
      download(fileName, csv);
    } catch (error) {
      void message.error((error as Error).message);
    }
    setExporting(false);
  };
  const send = async (dryRun: boolean) => {
    if (!file) return;
    try {
      const answer = await importing.mutateAsync({
        csv: file.text,
        ...(warehouseId && { warehouseId }),
        dryRun,
        clientKey,
      });
      setReport(answer);
      if (dryRun) setChecked({ file: file.text, warehouseId: warehouseId || null, errors: answer.errors.length });
      if (answer.applied) {
        void message.success(t('catalogue.transfer.imported'));
        setChecked(null);
      }
    } catch (error) {
      void message.error((error as Error).message);
    }
  };
  // Another file or warehouse is another submission: a new key, and a new dry run before importing.
  const restart = () => {
    setClientKey(crypto.randomUUID());
    setReport(null);
  };

  return (
    <section className="catalogue">
      <Typography.Title level={1} className="catalogue__title">
        {t('catalogue.transfer.title')}
      </Typography.Title>
      <CatalogueNav />
      <Part id="transfer-export" title={t('catalogue.transfer.exportTitle')} lead={t('catalogue.transfer.exportLead')}>
        <Space wrap>
          <label htmlFor="export-warehouse">{t('catalogue.transfer.stockOf')}</label>
          <Select
            id="export-warehouse"
            className="catalogue__unit-select"
            value={exportWarehouse}
            onChange={setExportWarehouse}
            options={warehouseOptions}
          />
          <Button type="primary" loading={exporting} onClick={() => void runExport()}>
            {t('catalogue.transfer.download')}
          </Button>
        </Space>
      </Part>
      <Part id="transfer-import" title={t('catalogue.transfer.importTitle')} lead={t('catalogue.transfer.importLead')}>
        <Space wrap align="center">
          <label htmlFor="import-file">{t('catalogue.transfer.file')}</label>
          <input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              restart();
              if (chosen) void chosen.text().then((text) => setFile({ name: chosen.name, text }));
              else setFile(null);
            }}
          />
          <label htmlFor="import-warehouse">{t('catalogue.transfer.stockOf')}</label>
          <Select
            id="import-warehouse"
            className="catalogue__unit-select"
            value={warehouseId}
            onChange={(id: number) => {
              setWarehouseId(id);
              restart();
            }}
            options={warehouseOptions}
          />
        </Space>
        <Space className="catalogue__actions">
          <Button
            disabled={!file}
            loading={importing.isPending && importing.variables?.dryRun}
            onClick={() => void send(true)}
          >
            {t('catalogue.transfer.check')}
          </Button>
          <Button
            type="primary"
            disabled={!canImport(checked, file?.text ?? null, warehouseId || null)}
            loading={importing.isPending && importing.variables?.dryRun === false}
            onClick={() => void send(false)}
          >
            {t('catalogue.transfer.import')}
          </Button>
        </Space>
        {report && <ReportView report={report} />}
      </Part>
    </section>
  );
}

function ReportView({ report }: { report: Report }) {
  const { t } = useTranslation();
  return (
    <div className="catalogue__section" role="status">
      <Alert
        type={report.errors.length ? 'error' : report.applied ? 'success' : 'info'}
        showIcon
        title={
          report.errors.length
            ? t('catalogue.transfer.errors', { count: report.errors.length })
            : report.applied
              ? t('catalogue.transfer.imported')
              : t('catalogue.transfer.ready')
        }
      />
      <Descriptions
        size="small"
        column={3}
        className="catalogue__section"
        items={(['rows', 'newProducts', 'newSkus', 'changedSkus', 'prices', 'stock'] as const).map((k) => ({
          key: k,
          label: t(`catalogue.transfer.count.${k}`),
          children: report[k],
        }))}
      />
      {report.errors.length > 0 && (
        <Table
          rowKey={(e) => `${e.line}-${e.column}`}
          size="small"
          dataSource={report.errors}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          columns={[
            { title: t('catalogue.transfer.line'), dataIndex: 'line' },
            { title: t('catalogue.transfer.column'), dataIndex: 'column' },
            { title: t('catalogue.transfer.problem'), dataIndex: 'message' },
          ]}
        />
      )}
    </div>
  );
}
