import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { MerchandisingProduct } from '@storefront/contract';
import { uploadPicture } from '../../../lib/upload';
import type { SendChange } from '../api/products';
import { arranged, thumbnail, type PictureMove } from '../pictures';
import { ToneTag } from '../../../components/ToneTag';

/** Each move's button text, and its name for screen readers (which photo it moves). */
const MOVES = [
  { move: 'main', label: 'catalogue.makeMain', name: 'catalogue.makeMainOf' },
  { move: 'earlier', label: 'catalogue.moveEarlier', name: 'catalogue.moveEarlierOf' },
  { move: 'later', label: 'catalogue.moveLater', name: 'catalogue.moveLaterOf' },
  { move: 'remove', label: 'catalogue.removePhoto', name: 'catalogue.removePhotoOf' },
] as const satisfies readonly { move: PictureMove; label: string; name: string }[];

/**
 * The product's photos in the order the shop shows them, the main one first. A photo goes through
 * the server's picture pipeline (decoded, turned upright, resized, metadata stripped) and is then
 * added to the product; the shop shows it on its next request.
 */
export function PicturesEditor({ product, onChange }: { product: MerchandisingProduct; onChange: SendChange }) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const pictures = product.pictures;

  const add = async (file: File) => {
    setUploading(true);
    setFailure(null);
    try {
      const uploaded = await uploadPicture(file, 'product');
      await onChange({ kind: 'addPicture', body: { productId: product.productId, upload: uploaded.key } });
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <section aria-labelledby="catalogue-pictures" className="catalogue__section">
      <Typography.Title level={2} id="catalogue-pictures" className="catalogue__section-title">
        {t('catalogue.pictures')}
      </Typography.Title>
      {pictures.length === 0 && <Typography.Paragraph>{t('catalogue.noPictures')}</Typography.Paragraph>}
      <ol className="catalogue__pictures">
        {pictures.map((url, index) => (
          <li key={url} className="catalogue__picture">
            <img src={thumbnail(url)} alt={t('catalogue.photo', { n: index + 1 })} width={120} height={120} />
            {index === 0 && <ToneTag tone="info">{t('catalogue.mainPhoto')}</ToneTag>}
            <Space size={0} wrap>
              {MOVES.filter(
                ({ move }) =>
                  !((move === 'main' || move === 'earlier') && index === 0) &&
                  !(move === 'later' && index === pictures.length - 1),
              ).map(({ move, label, name }) => (
                <Button
                  key={move}
                  type="link"
                  size="small"
                  danger={move === 'remove'}
                  aria-label={t(name, { n: index + 1 })}
                  onClick={() =>
                    void onChange({
                      kind: 'arrangePictures',
                      body: { productId: product.productId, uploads: arranged(pictures, index, move) },
                    })
                  }
                >
                  {t(label)}
                </Button>
              ))}
            </Space>
          </li>
        ))}
      </ol>
      <Upload
        // What the server's pipeline decodes. HEIC is left out: the server cannot read it, and an
        // iPhone's browser then hands the page a JPEG of the photo instead.
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        showUploadList={false}
        disabled={uploading}
        beforeUpload={(file) => {
          void add(file);
          // The file is sent by `add`, through the API client; antd sends nothing itself.
          return false;
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />} loading={uploading} aria-describedby="catalogue-photo-formats">
          {t('catalogue.addPhoto')}
        </Button>
      </Upload>
      <Typography.Paragraph id="catalogue-photo-formats" type="secondary">
        {t('catalogue.photoFormats')}
      </Typography.Paragraph>
      {failure && (
        <Typography.Paragraph type="danger" role="alert">
          {failure}
        </Typography.Paragraph>
      )}
    </section>
  );
}
