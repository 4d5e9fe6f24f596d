import type { CheckoutPreview, DeliveryType, MemberAddress } from '@storefront/contract';
import { useT } from '../../../i18n';
import {
  switchDeliveryType,
  type CheckoutErrors,
  type CheckoutForm,
  type ContactDraft,
  type VisitorAddressDraft,
} from './checkoutForm';
import { LocationField } from '../../../components/location/LocationField';
import { PhoneNumberField } from '../../../components/PhoneNumberField';
import { TextField } from '../../../components/TextField';
import { formatPhone } from '../../../lib/phone';
import { Link } from 'react-router';

type Msg = (key: string | undefined) => string | undefined;

function ModeSwitch({ value, onChange }: { value: DeliveryType; onChange: (v: DeliveryType) => void }) {
  const { t } = useT();
  return (
    <fieldset className="order-choices order-mode">
      <legend className="order-card__title">{t('submitOrder:mode.label')}</legend>
      {(['delivery', 'pickup'] as const).map((m) => (
        <label key={m} className={`order-choice${value === m ? ' is-checked' : ''}`}>
          <input
            type="radio"
            name="deliveryType"
            checked={value === m}
            onChange={() => onChange(m)}
            data-testid={`mode-${m}`}
          />
          <span className="order-choice__text">{t(`submitOrder:mode.${m}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

function MemberAddresses({
  addresses,
  value,
  deliverable,
  error,
  onChange,
}: {
  addresses: MemberAddress[];
  value: number | null;
  deliverable: boolean | null;
  error?: string;
  onChange: (id: number) => void;
}) {
  const { t } = useT();
  return (
    <fieldset className="order-choices" aria-describedby={error ? 'checkout-address-error' : undefined}>
      <legend className="field__label">{t('submitOrder:address.title')}</legend>
      {addresses.length === 0 && <p className="order-hint">{t('submitOrder:address.none')}</p>}
      {addresses.map((a) => {
        const checked = value === a.id;
        const outside = a.inRegion === false || (checked && deliverable === false);
        return (
          <label key={a.id} className={`order-choice${checked ? ' is-checked' : ''}`} data-testid="checkout-address">
            <input type="radio" name="address" checked={checked} onChange={() => onChange(a.id)} />
            <span className="order-choice__text">
              {a.name} · <span dir="ltr">{formatPhone(a.phoneCountryCode, a.phoneNumber)}</span>
              {a.defaultStatus === 1 && <span className="order-tag">{t('submitOrder:address.default')}</span>}
              <span className="order-choice__sub">
                {a.houseNumber} {a.detailAddress}
              </span>
              {outside && (
                <span className="order-choice__warn" data-testid="not-deliverable">
                  {t('submitOrder:address.notDeliverable')}
                </span>
              )}
            </span>
          </label>
        );
      })}
      {error && (
        <p id="checkout-address-error" className="field__error" role="alert">
          {error}
        </p>
      )}
      <Link className="order-button" to="/address">
        {addresses.length ? t('submitOrder:address.manage') : t('submitOrder:address.add')}
      </Link>
    </fieldset>
  );
}

function VisitorAddress({
  value,
  errors,
  msg,
  onChange,
}: {
  value: VisitorAddressDraft;
  errors: CheckoutErrors;
  msg: Msg;
  onChange: (v: VisitorAddressDraft) => void;
}) {
  const { t } = useT();
  const set = (patch: Partial<VisitorAddressDraft>) => onChange({ ...value, ...patch });
  return (
    <div>
      <p className="order-hint">
        {t('submitOrder:contact.visitorHint')}{' '}
        <Link to="/login?redirect=%2FshoppingCart">{t('submitOrder:contact.login')}</Link>
      </p>
      <TextField
        label={t('submitOrder:contact.name')}
        value={value.name}
        onChange={(name) => set({ name })}
        autoComplete="name"
        maxLength={60}
        error={msg(errors.name)}
        testId="visitor-name"
      />
      <PhoneNumberField
        label={t('submitOrder:contact.phone')}
        codeLabel={t('submitOrder:contact.countryCode')}
        countryCode={value.phoneCountryCode}
        onCountryCode={(phoneCountryCode) => set({ phoneCountryCode })}
        phone={value.phoneNumber}
        onPhone={(phoneNumber) => set({ phoneNumber })}
        error={msg(errors.phoneNumber)}
        testId="visitor-phone"
      />
      <TextField
        label={t('submitOrder:contact.detailAddress')}
        value={value.detailAddress}
        onChange={(detailAddress) => set({ detailAddress })}
        autoComplete="street-address"
        maxLength={300}
        error={msg(errors.detailAddress)}
        testId="visitor-detail-address"
      />
      <TextField
        label={t('submitOrder:contact.houseNumber')}
        value={value.houseNumber}
        onChange={(houseNumber) => set({ houseNumber })}
        maxLength={60}
        error={msg(errors.houseNumber)}
        testId="visitor-house-number"
      />
      <LocationField
        value={{ latitude: value.latitude, longitude: value.longitude }}
        onChange={(where) => set(where)}
        error={msg(errors.position)}
      />
      {errors.address && (
        <p className="field__error" role="alert" data-testid="not-deliverable">
          {t('submitOrder:address.notDeliverableHint')}
        </p>
      )}
    </div>
  );
}

function Pickup({
  preview,
  value,
  errors,
  msg,
  onChange,
}: {
  preview: CheckoutPreview;
  value: ContactDraft;
  errors: CheckoutErrors;
  msg: Msg;
  onChange: (v: ContactDraft) => void;
}) {
  const { t } = useT();
  const point = preview.pickupPoints.find((p) => p.warehouseId === preview.warehouseId) ?? preview.pickupPoints[0];
  return (
    <div>
      <h3 className="field__label">{t('submitOrder:pickup.point')}</h3>
      {point ? (
        <p className="order-choice is-checked order-pickup-point" data-testid="pickup-point">
          <span className="order-choice__text">
            {point.name}
            <span className="order-choice__sub">{point.address}</span>
            <span className="order-choice__sub">
              {t('submitOrder:pickup.hours', { start: point.businessStartTime, end: point.businessEndTime })}
            </span>
          </span>
        </p>
      ) : (
        <p className="field__error">{t('submitOrder:pickup.noPoints')}</p>
      )}
      <TextField
        label={t('submitOrder:pickup.name')}
        value={value.name}
        onChange={(name) => onChange({ ...value, name })}
        autoComplete="name"
        maxLength={60}
        error={msg(errors.pickupName)}
        testId="pickup-name"
      />
      <PhoneNumberField
        label={t('submitOrder:pickup.phone')}
        codeLabel={t('submitOrder:contact.countryCode')}
        countryCode={value.phoneCountryCode}
        onCountryCode={(phoneCountryCode) => onChange({ ...value, phoneCountryCode })}
        phone={value.phoneNumber}
        onPhone={(phoneNumber) => onChange({ ...value, phoneNumber })}
        error={msg(errors.pickupPhoneNumber)}
        testId="pickup-phone"
      />
    </div>
  );
}

/** Delivery (a saved address, or a visitor's typed one) or pickup (the point and who collects). */
export function DeliverySection({
  member,
  addresses,
  form,
  preview,
  errors,
  msg,
  onChange,
}: {
  member: boolean;
  addresses: MemberAddress[];
  form: CheckoutForm;
  preview: CheckoutPreview;
  errors: CheckoutErrors;
  msg: Msg;
  onChange: (patch: Partial<CheckoutForm>) => void;
}) {
  return (
    <section className="order-card" data-testid="delivery-section">
      <ModeSwitch
        value={form.deliveryType}
        onChange={(deliveryType) => onChange(switchDeliveryType(form, deliveryType))}
      />
      {form.deliveryType === 'pickup' ? (
        <Pickup
          preview={preview}
          value={form.pickup}
          errors={errors}
          msg={msg}
          onChange={(pickup) => onChange({ pickup })}
        />
      ) : member ? (
        <MemberAddresses
          addresses={addresses}
          value={form.addressId}
          deliverable={preview.deliverable}
          error={msg(errors.address)}
          onChange={(addressId) => onChange({ addressId })}
        />
      ) : (
        <VisitorAddress
          value={form.visitorAddress}
          errors={errors}
          msg={msg}
          onChange={(visitorAddress) => onChange({ visitorAddress })}
        />
      )}
    </section>
  );
}
