import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { toast } from '../../../lib/overlays';
import type { Address } from '@storefront/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { ImageUpload } from '../../../components/ImageUpload';
import { PendingCard } from '../../../components/PendingCard';
import { PhoneNumberField } from '../../../components/PhoneNumberField';
import { Screen } from '../../../components/Screen';
import { fieldErrors } from '../../../lib/fieldErrors';
import { useFieldErrors } from '../../../lib/useFieldErrors';
import { getPosition } from '../../../lib/storage';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useSessionStore } from '../../../lib/stores/session.store';
import { useT } from '../../../i18n';
import { addressDetailQuery, useSaveAddress } from '../api/addresses';
import { DivisionFields, type DivisionCodes } from '../components/DivisionFields';
import { LocationField, type LatLng } from '../../../components/location/LocationField';
import { TextField } from '../../../components/TextField';
import '../../../components/Field.css';
import './AddAddress.css';

/** Spec §2 AddAddress (also edits with `?id=`): location, divisions, detail, house number, recipient, photo. */
export function AddAddress() {
  const { t } = useT();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const detail = useQuery({ ...addressDetailQuery(id ?? 0), enabled: !!id });
  const title = id ? t('address:editTitle') : t('address:addTitle');
  return (
    <Screen title={title}>
      <div className="add-address">
        {id && !detail.data ? (
          <PendingCard
            className="add-address__pending"
            failed={detail.isError}
            failedText={t('address:loadFailed')}
            onRetry={() => void detail.refetch()}
            lines={6}
          />
        ) : (
          <AddressForm key={id ?? 'new'} initial={detail.data} />
        )}
      </div>
    </Screen>
  );
}

function AddressForm({ initial }: { initial?: Address }) {
  const { t } = useT();
  const formId = useId();
  const navigate = useNavigate();
  const save = useSaveAddress();
  const country = useLocaleStore((s) => s.country);
  const member = useSessionStore((s) => s.memberDto);
  const countryCode = initial?.countryCode ?? country?.countryCode ?? 'VN';
  const position = getPosition();
  const [name, setName] = useState(initial?.name ?? member?.nickname ?? '');
  const [phoneCountryCode, setPhoneCountryCode] = useState(initial?.phoneCountryCode ?? country?.phoneCode ?? '84');
  const [phoneNumber, setPhoneNumber] = useState(initial?.phoneNumber ?? member?.phone ?? '');
  const [divisions, setDivisions] = useState<DivisionCodes>({
    provinceCode: initial?.provinceCode ?? null,
    districtCode: initial?.districtCode ?? null,
    wardCode: initial?.wardCode ?? null,
  });
  const [detailAddress, setDetailAddress] = useState(initial?.detailAddress ?? '');
  const [houseNumber, setHouseNumber] = useState(initial?.houseNumber ?? '');
  const [location, setLocation] = useState<LatLng>({
    latitude: initial?.latitude ?? (position.latitude || null),
    longitude: initial?.longitude ?? (position.longitude || null),
  });
  const [images, setImages] = useState<string[]>(initial?.images ?? []);
  const [makeDefault, setMakeDefault] = useState(initial?.defaultStatus === 1);
  const { errors, setErrors, fixing } = useFieldErrors();

  // Focus moves to the first wrong field after a submit only, not while messages clear on typing.
  const [submitted, setSubmitted] = useState(0);
  useEffect(() => {
    if (submitted) document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitted]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!name.trim()) next.name = t('address:nameRequired');
    if (!phoneNumber.trim()) next.phoneNumber = t('address:phoneRequired');
    else if (!/^[\d\s().+-]{6,24}$/.test(phoneNumber.trim())) next.phoneNumber = t('address:phoneInvalid');
    if (!detailAddress.trim()) next.detailAddress = t('address:detailRequired');
    if (!houseNumber.trim()) next.houseNumber = t('address:houseNumberRequired');
    if (location.latitude === null || location.longitude === null) next.latitude = t('address:locationRequired');
    setErrors(next);
    setSubmitted((n) => n + 1);
    if (Object.keys(next).length) return;
    try {
      await save.mutateAsync({
        id: initial?.id,
        body: {
          name,
          phoneCountryCode,
          phoneNumber,
          countryCode,
          ...divisions,
          detailAddress,
          houseNumber,
          latitude: location.latitude!,
          longitude: location.longitude!,
          images,
          ...(makeDefault ? { defaultStatus: 1 as const } : {}),
        },
      });
      toast.show({ content: t('address:saved') });
      await navigate(-1);
    } catch (err) {
      const found = fieldErrors(err);
      setErrors(found);
      setSubmitted((n) => n + 1);
      if (found._) toast.show({ content: found._ });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${formId}-title`}>
      <span id={`${formId}-title`} hidden>
        {initial ? t('address:editTitle') : t('address:addTitle')}
      </span>
      <LocationField
        value={location}
        onChange={fixing(setLocation, 'latitude', 'longitude')}
        error={errors.latitude ?? errors.longitude}
      />
      <DivisionFields
        countryCode={countryCode}
        value={divisions}
        onChange={fixing(setDivisions, 'provinceCode', 'districtCode', 'wardCode')}
        errors={errors}
      />
      <TextField
        label={t('address:detailAddress')}
        placeholder={t('address:detailPlaceholder')}
        value={detailAddress}
        onChange={fixing(setDetailAddress, 'detailAddress')}
        error={errors.detailAddress}
        maxLength={300}
        autoComplete="street-address"
        testId="address-detailAddress"
      />
      <TextField
        label={t('address:houseNumber')}
        placeholder={t('address:houseNumberPlaceholder')}
        value={houseNumber}
        onChange={fixing(setHouseNumber, 'houseNumber')}
        error={errors.houseNumber}
        maxLength={60}
        autoComplete="off"
        testId="address-houseNumber"
      />
      <TextField
        label={t('address:name')}
        value={name}
        onChange={fixing(setName, 'name')}
        error={errors.name}
        maxLength={60}
        autoComplete="name"
        testId="address-name"
      />
      <PhoneNumberField
        label={t('address:phone')}
        codeLabel={t('address:countryCode')}
        countryCode={phoneCountryCode}
        onCountryCode={fixing(setPhoneCountryCode, 'phoneCountryCode')}
        phone={phoneNumber}
        onPhone={fixing(setPhoneNumber, 'phoneNumber')}
        error={errors.phoneNumber ?? errors.phoneCountryCode}
        maxLength={24}
        withNames
        testId="address-phoneNumber"
      />
      <div className="field">
        <span className="field__label">{t('address:photo')}</span>
        <ImageUpload
          purpose="address"
          value={images}
          onChange={fixing(setImages, 'images')}
          max={3}
          prompt={t('address:photoPrompt')}
          testId="address-photo"
          labels={{
            add: t('address:addPhoto'),
            remove: t('address:removePhoto'),
            uploading: (percent) => t('common:uploading', { percent }),
            failed: t('common:uploadFailed'),
          }}
        />
        {errors.images && (
          <p className="field__error" role="alert">
            {errors.images}
          </p>
        )}
      </div>
      {initial?.defaultStatus !== 1 && (
        <label className="add-address__default">
          <input
            type="checkbox"
            checked={makeDefault}
            onChange={(e) => setMakeDefault(e.target.checked)}
            data-testid="address-make-default"
          />
          {t('address:makeDefault')}
        </label>
      )}
      <Button block color="primary" size="large" type="submit" loading={save.isPending} data-testid="address-save">
        {t('address:save')}
      </Button>
    </form>
  );
}
