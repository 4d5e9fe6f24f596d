import { describe, expect, it } from 'vitest';
import { preview } from '../test/fixtures';
import { placeOrderBody, previewInput, validateCheckout, type CheckoutForm } from './checkoutForm';
import { emptyInvoice } from './invoice';

const form = (over: Partial<CheckoutForm> = {}): CheckoutForm => ({
  deliveryType: 'delivery',
  addressId: 7,
  visitorAddress: {
    name: '',
    phoneCountryCode: '84',
    phoneNumber: '',
    detailAddress: '',
    houseNumber: '',
    latitude: null,
    longitude: null,
  },
  pickup: { name: '', phoneCountryCode: '84', phoneNumber: '' },
  slot: { date: '2026-11-24', start: '09:00' },
  notes: {},
  couponId: 'best',
  invoice: null,
  paymentMethod: 'cashOnDelivery',
  adultConfirmed: false,
  ...over,
});

describe('the coupon sent', () => {
  it('previews with the best until the shopper picks, then with their pick or none', () => {
    expect(previewInput(3, { member: true }, form())).not.toHaveProperty('couponId');
    expect(previewInput(3, { member: true }, form({ couponId: 9 })).couponId).toBe(9);
    expect(previewInput(3, { member: true }, form({ couponId: null })).couponId).toBeNull();
  });

  it('places exactly the coupon the preview applied, also when it applied none', () => {
    expect(placeOrderBody(3, { member: true }, form(), 1000, [], 4).couponId).toBe(4);
    expect(placeOrderBody(3, { member: true }, form(), 1000, [], null).couponId).toBeNull();
  });
});

describe('validateCheckout', () => {
  it('lets a complete member delivery through', () => {
    expect(validateCheckout(true, form(), preview())).toEqual({});
  });

  it('requires a delivery address, and one the warehouse delivers to', () => {
    expect(validateCheckout(true, form({ addressId: null }), preview())).toEqual({ address: 'address.required' });
    expect(validateCheckout(true, form(), preview({ deliverable: false }))).toEqual({
      address: 'address.notDeliverable',
    });
  });

  it('requires a slot that is not full, and an offered payment method', () => {
    const full = form({ slot: { date: '2026-11-24', start: '07:00' }, paymentMethod: 'credit' });
    expect(validateCheckout(true, full, preview())).toEqual({ slot: 'slot.required', payment: 'payment.required' });
    expect(validateCheckout(true, form({ paymentMethod: null }), preview())).toEqual({ payment: 'payment.required' });
  });

  it('asks a visitor for name, phone and address, and a pickup for the person collecting', () => {
    expect(validateCheckout(false, form(), preview())).toEqual({
      name: 'contact.nameRequired',
      phoneNumber: 'contact.phoneInvalid',
      detailAddress: 'contact.detailAddressRequired',
      houseNumber: 'contact.houseNumberRequired',
      position: 'contact.positionRequired',
    });
    expect(validateCheckout(false, form({ deliveryType: 'pickup' }), preview())).toEqual({
      pickupName: 'pickup.nameRequired',
      pickupPhoneNumber: 'contact.phoneInvalid',
    });
  });

  it('requires the 18+ confirmation only when the order holds beer or wine, and checks the invoice', () => {
    expect(validateCheckout(true, form(), preview({ needsAdultConfirmation: true }))).toEqual({
      adult: 'adult.required',
    });
    expect(validateCheckout(true, form({ invoice: { ...emptyInvoice, title: 'Lan', email: 'x' } }), preview())).toEqual(
      {
        'invoice.email': 'invoice.emailInvalid',
      },
    );
  });
});

describe('previewInput and placeOrderBody', () => {
  it('sends a visitor address to the preview only once it is complete', () => {
    const lines = { member: false as const, items: [{ productSkuId: 11, quantity: 1 }] };
    const half = form({
      visitorAddress: {
        name: 'Mai',
        phoneCountryCode: '84',
        phoneNumber: '0901234567',
        detailAddress: '',
        houseNumber: '',
        latitude: 10.7769,
        longitude: 106.7009,
      },
    });
    expect(previewInput(3, lines, half).address).toBeUndefined();
    const whole = form({
      visitorAddress: {
        name: ' Mai ',
        phoneCountryCode: '84',
        phoneNumber: '0901234567',
        detailAddress: '1 Lê Lợi',
        houseNumber: '12',
        latitude: 10.7769,
        longitude: 106.7009,
      },
    });
    expect(previewInput(3, lines, whole)).toEqual({
      currentWarehouseId: 3,
      deliveryType: 'delivery',
      items: lines.items,
      address: {
        name: 'Mai',
        phoneCountryCode: '84',
        phoneNumber: '0901234567',
        detailAddress: '1 Lê Lợi',
        houseNumber: '12',
        latitude: 10.7769,
        longitude: 106.7009,
      },
      paymentMethod: 'cashOnDelivery',
    });
  });

  it('holds back a typed visitor address without a position, which no warehouse can deliver to', () => {
    const lines = { member: false as const, items: [{ productSkuId: 11, quantity: 1 }] };
    const typed = {
      name: 'Mai',
      phoneCountryCode: '84',
      phoneNumber: '0901234567',
      detailAddress: '1 Lê Lợi',
      houseNumber: '12',
    };
    const noWhere = form({ visitorAddress: { ...typed, latitude: null, longitude: null } });
    expect(previewInput(3, lines, noWhere).address).toBeUndefined();
    expect(validateCheckout(false, noWhere, preview())).toEqual({ position: 'contact.positionRequired' });
    const unknown = form({ visitorAddress: { ...typed, latitude: 0, longitude: 0 } });
    expect(previewInput(3, lines, unknown).address).toBeUndefined();
    const located = form({ visitorAddress: { ...typed, latitude: 10.7769, longitude: 106.7009 } });
    expect(placeOrderBody(3, lines, located, 1000, [], null).address).toMatchObject({
      latitude: 10.7769,
      longitude: 106.7009,
    });
  });

  it('places with the payable shown, the pickup person, non-empty notes and 18+', () => {
    const f = form({
      deliveryType: 'pickup',
      pickup: { name: 'Mai', phoneCountryCode: '84', phoneNumber: '0901234567' },
      notes: { 11: ' ripe ', 12: '  ' },
      adultConfirmed: true,
    });
    expect(placeOrderBody(3, { member: true }, f, 93000, [11, 12], 5)).toEqual({
      currentWarehouseId: 3,
      deliveryType: 'pickup',
      couponId: 5,
      paymentMethod: 'cashOnDelivery',
      expectedPayable: 93000,
      slot: { date: '2026-11-24', start: '09:00' },
      pickupName: 'Mai',
      pickupPhoneCountryCode: '84',
      pickupPhoneNumber: '0901234567',
      notes: [{ productSkuId: 11, note: 'ripe' }],
      adultConfirmed: true,
    });
  });
});
