import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { App, Breadcrumb, Button, Skeleton, Space, Tag, Typography } from 'antd';
import { LoadFailed } from '../../../components/LoadFailed';
import { categoriesQuery, productQuery, useProductChange, type ProductChange } from '../api/products';
import { SkuCard } from '../components/SkuCard';
import { TextsEditor } from '../components/TextsEditor';
import { PicturesEditor } from '../components/PicturesEditor';
import { ShelfTag } from '../components/ShelfTag';
import { OptionsSection } from '../components/OptionsSection';
import { liveFirst, skuRemoval } from '../removal';
import './Catalogue.css';

/** One product: its texts in six languages, category, and each SKU's barcode, shelf, prices and stock. */
export function Product() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const productId = Number(useParams().productId);
  const product = useQuery({ ...productQuery(productId), enabled: Number.isInteger(productId) && productId > 0 });
  const categories = useQuery(categoriesQuery());
  const change = useProductChange();

  // Each part of the page waits for the answer; a refusal is shown here, in the staff member's language.
  const send = async (c: ProductChange) => {
    try {
      const after = await change.mutateAsync(c);
      const done =
        c.kind === 'removeSku'
          ? skuRemoval(after, c.body.skuId) === 'retired'
            ? t('catalogue.skuRetired')
            : t('catalogue.skuDeleted')
          : t('catalogue.saved');
      void message.success(done);
      return true;
    } catch (error) {
      void message.error((error as Error).message);
      return false;
    }
  };

  if (product.isError) {
    return (
      <LoadFailed title={t('catalogue.loadFailed')} error={product.error} onRetry={() => void product.refetch()} />
    );
  }
  if (!product.data) return <Skeleton active />;
  const p = product.data;
  const name = p.names[i18n.language as keyof typeof p.names] || p.names['en-US'] || String(p.productId);
  // Retired SKUs are off the shelf for good: the shelf counts the others.
  const live = p.skus.filter((s) => !s.retired);
  const onShelf = live.filter((s) => s.onShelf).length;

  return (
    <section className="catalogue">
      <Breadcrumb items={[{ title: <Link to="/catalogue">{t('catalogue.title')}</Link> }, { title: name }]} />
      <Typography.Title level={1} className="catalogue__title">
        {name}
      </Typography.Title>
      <Space wrap>
        <ShelfTag onShelf={onShelf} of={live.length} />
        {p.adult && <Tag color="red">{t('catalogue.adult')}</Tag>}
        {onShelf > 0 ? (
          <Button
            danger
            onClick={() => void send({ kind: 'shelve', body: { productId: p.productId, onShelf: false } })}
          >
            {t('catalogue.takeOff')}
          </Button>
        ) : (
          <Button
            type="primary"
            onClick={() => void send({ kind: 'shelve', body: { productId: p.productId, onShelf: true } })}
          >
            {t('catalogue.putOn')}
          </Button>
        )}
      </Space>
      <TextsEditor
        key={JSON.stringify([p.names, p.descriptions, p.categoryId])}
        product={p}
        categories={categories.data ?? []}
        saving={change.isPending && change.variables?.kind === 'saveProduct'}
        onSave={send}
      />
      <PicturesEditor product={p} onChange={send} />
      <OptionsSection product={p} onChange={send} />
      {liveFirst(p.skus).map((sku) => (
        <SkuCard
          // A new key when the server's SKU changes: its fields start again from what is stored.
          key={JSON.stringify([sku.skuId, sku.barcode, sku.valueIds, sku.specs, sku.units, sku.retired])}
          product={p}
          sku={sku}
          busy={change.isPending && change.variables?.kind === 'shelve'}
          onChange={send}
        />
      ))}
    </section>
  );
}
