import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { uploadPicture } from '../../../lib/upload';
import { preview, type BannerPhoto } from '../logic/bannerForm';

interface Props {
  photo: BannerPhoto | null;
  onChange: (photo: BannerPhoto | null) => void;
}

/**
 * A banner's own photo: uploaded, shown here at once, and saved with the banner. Removing it
 * brings back the drawn picture chosen below.
 */
export function BannerPhotoField({ photo, onChange }: Props) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (file: File) => {
    setUploading(true);
    setFailure(null);
    try {
      const uploaded = await uploadPicture(file, 'banner');
      onChange({ key: uploaded.key, url: uploaded.url });
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Space orientation="vertical">
      {photo && (
        <img className="desk__art" src={preview(photo.url)} alt={t('promotions.home.photo')} width={150} height={60} />
      )}
      <Space wrap>
        <Upload
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          showUploadList={false}
          disabled={uploading}
          beforeUpload={(file) => {
            void send(file);
            // The file is sent by `send`, through the API client; antd sends nothing itself.
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={uploading} data-testid="banner-photo-upload">
            {photo ? t('promotions.home.replacePhoto') : t('promotions.home.uploadPhoto')}
          </Button>
        </Upload>
        {photo && (
          <Button danger onClick={() => onChange(null)}>
            {t('promotions.home.removePhoto')}
          </Button>
        )}
      </Space>
      <Typography.Text type="secondary">{t('promotions.home.photoHint')}</Typography.Text>
      {failure && <Typography.Text type="danger">{failure}</Typography.Text>}
    </Space>
  );
}
