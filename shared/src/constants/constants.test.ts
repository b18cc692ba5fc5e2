import {
  DASHBOARD,
  DOMAIN,
  HTTP,
  LEAD,
  RECOVERY,
  REGISTRATION,
  SESSION,
  SUPPORT,
  UPLOAD,
  LANDING,
  PARTNERS,
  statusLabel,
  STATUS_LABELS,
  SELECTABLE_ORDER_STATUSES,
} from './index';

describe('spec 1 §9 constants', () => {
  it('has the session and http timings', () => {
    expect(SESSION).toMatchObject({
      refreshCheckIntervalSeconds: 60,
      refreshMarginSeconds: 70,
      slowStartupNoticeSeconds: 10,
      callbackStateTtlSeconds: 3600,
    });
    expect(HTTP.cacheTtlSeconds).toBe(60);
  });

  it('has the form limits', () => {
    expect(LEAD).toMatchObject({ nameMinLength: 5, nameMaxLength: 30, phoneMaxLength: 15 });
    expect(LEAD.sectors).toEqual([
      'Retail',
      'Servicios',
      'Tecnología',
      'Salud',
      'Educación',
      'Alimentación',
      'Moda',
      'Belleza',
      'Otro',
    ]);
    expect(REGISTRATION).toEqual({
      storeNameMaxLength: 50,
      firstNameMaxLength: 30,
      lastNameMaxLength: 30,
      passwordMinLength: 8,
      otpLength: 6,
      resendCooldownSeconds: 60,
    });
    expect(DOMAIN).toMatchObject({ aliasMinLength: 3, aliasMaxLength: 63 });
  });

  it('has the page limits', () => {
    expect(LANDING.partnersPerSlide).toBe(3);
    expect(PARTNERS.categories).toEqual([
      'Alimentación',
      'Salud',
      'Bebidas',
      'Belleza',
      'Educación',
      'Hogar',
      'Tecnología',
    ]);
    expect(PARTNERS.allCategoriesLabel).toBe('Todas');
    expect(PARTNERS.featuredShown).toBe(3);
    expect(DASHBOARD).toEqual({
      maxRangeYears: 1,
      defaultRangeDays: 7,
      listSize: 5,
      reportsShown: 3,
    });
    expect(RECOVERY.linkTtlHours).toBe(24);
    expect(UPLOAD).toMatchObject({
      progressStep: 10,
      progressIntervalMs: 300,
      progressCap: 90,
      imageMaxBytes: 5_242_880,
    });
  });

  it('describes support times and hours', () => {
    expect(SUPPORT.responseTimes).toEqual({
      email: '24 horas',
      whatsapp: '2 horas',
      phone: 'Inmediata',
    });
    expect(SUPPORT.hours).toMatchObject({
      days: 'Lunes a Viernes',
      opensAt: '09:00',
      closesAt: '18:00',
    });
    expect(SUPPORT.weekendChannels).toEqual(['email']);
  });
});

describe('statusLabel', () => {
  it('labels order statuses and falls back to Desconocido', () => {
    expect(statusLabel('order', 'processing')).toBe('En Proceso');
    expect(statusLabel('order', 'refunded')).toBe('Desconocido');
    expect(statusLabel('order', undefined)).toBe('Desconocido');
    expect(statusLabel('order', 'toString')).toBe('Desconocido');
  });

  it('labels the system component statuses of spec 3', () => {
    expect(statusLabel('systemComponent', 'degraded')).toBe('Rendimiento Degradado');
  });

  it('never offers draft as a selectable order status', () => {
    expect(SELECTABLE_ORDER_STATUSES).not.toContain('draft');
    expect(SELECTABLE_ORDER_STATUSES).toHaveLength(Object.keys(STATUS_LABELS.order).length - 1);
  });
});
