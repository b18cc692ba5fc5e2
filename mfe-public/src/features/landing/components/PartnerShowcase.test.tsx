import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@platform/shared';
import { PARTNERS } from '@platform/shared/constants';
import { answer, apiError, inTurn, renderWithProviders } from '@platform/shared/testing';
import { partnerStoresResponse } from '../../../fixtures/partner-stores';
import {
  pretendSectionsOffScreen,
  setUpSectionsOnScreen,
} from '../../../testing/on-screen-observer';
import { PartnerShowcase } from './PartnerShowcase';
// Loaded up front so the section's lazy import of its partners and carousel resolves at once.
import './PartnerSlides';
import { hrefOf } from '../../../testing/links';

const shownPartners = () =>
  within(screen.getByRole('region', { name: 'Tiendas que ya venden por suscripción' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

describe('PartnerShowcase (spec 1 §2.3)', () => {
  // The carousel's code loads when the section comes near the screen: here, at once.
  setUpSectionsOnScreen();

  it('shows the partners three at a time, with previous and next', async () => {
    const load = answer('get', '/public/stores', partnerStoresResponse());
    renderWithProviders(<PartnerShowcase />);

    expect(await screen.findByRole('article', { name: 'Partner 1' })).toBeInTheDocument();
    expect(load.requests.map((request) => request.url.search)).toEqual(['?partner=true']);
    expect(shownPartners()).toEqual(['Partner 1', 'Partner 2', 'Partner 3']);
    expect(screen.getByRole('button', { name: 'Partners anteriores' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Partners siguientes' }));
    expect(shownPartners()).toEqual(['Partner 4', 'Partner 5', 'Partner 6']);
    await userEvent.click(screen.getByRole('button', { name: 'Ir a la página 3' }));
    expect(shownPartners()).toEqual(['Partner 7']);
    expect(screen.getByText('Página 3 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Partners siguientes' })).toBeDisabled();
  });

  it('filters by category, from Todas to the seven partner categories', async () => {
    answer('get', '/public/stores', partnerStoresResponse());
    renderWithProviders(<PartnerShowcase />);
    await screen.findByRole('article', { name: 'Partner 1' });

    const filters = within(screen.getByRole('group', { name: 'Filtrar partners por categoría' }));
    expect(filters.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Todas',
      ...PARTNERS.categories,
    ]);
    expect(filters.getAllByRole('button')).toHaveLength(8);
    await userEvent.click(filters.getByRole('button', { name: 'Alimentación' }));
    expect(filters.getByRole('button', { name: 'Alimentación' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(shownPartners()).toEqual(['Partner 1', 'Partner 4', 'Partner 7']);
    expect(screen.queryByRole('button', { name: 'Partners siguientes' })).not.toBeInTheDocument();

    await userEvent.click(filters.getByRole('button', { name: 'Hogar' }));
    expect(screen.getByText('Aún no hay partners en esta categoría.')).toBeInTheDocument();
  });

  it('derives the rating (average to one decimal) and the review count from the reviews', async () => {
    answer('get', '/public/stores', partnerStoresResponse());
    renderWithProviders(<PartnerShowcase />);
    const card = await screen.findByRole('article', { name: 'Partner 1' });
    const partner = within(card);
    expect(partner.getByLabelText('Calificación 4,5 de 5')).toBeInTheDocument();
    expect(partner.getByText('(2 reseñas)')).toBeInTheDocument();
    expect(partner.getByText('Destacado')).toBeInTheDocument();
    expect(partner.getByText('Alimentación')).toBeInTheDocument();
    expect(partner.getByText('Desde $10.990 · Mensual')).toBeInTheDocument();
    expect(partner.getByText('Cliente desde marzo de 2024')).toBeInTheDocument();
    expect(partner.getByText('“Dejamos de botar verdura”')).toBeInTheDocument();
    expect(partner.getByText(/1\.200 suscriptores/)).toBeInTheDocument();
    expect(partner.getByText('“Llegan frescas”')).toBeInTheDocument();
    expect(partner.getByText('Compra verificada')).toBeInTheDocument();
    expect(hrefOf(/Visitar tienda/, partner)).toBe('https://partner-1.suscribe.cl');
    expect(
      within(screen.getByRole('article', { name: 'Partner 2' })).getByText('Sin reseñas aún'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the partners cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = answer(
      'get',
      '/public/stores',
      inTurn(() => apiError(500), partnerStoresResponse()),
    );
    renderWithProviders(<PartnerShowcase />);
    expect(await screen.findByText('No se pudieron cargar los partners.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Partner 1' })).toBeInTheDocument();
    expect(load.requests).toHaveLength(2);
  });
});

describe('PartnerShowcase loading', () => {
  afterEach(() => jest.restoreAllMocks());

  it('holds the slide with placeholders, and the request, until the section comes near the screen', async () => {
    const load = answer('get', '/public/stores', partnerStoresResponse());
    const screenPosition = pretendSectionsOffScreen();
    try {
      renderWithProviders(<PartnerShowcase />);
      expect(
        screen.getByRole('heading', { name: 'Tiendas que ya venden por suscripción' }),
      ).toBeInTheDocument();
      // Nothing is asked of the api before the visitor nears the section.
      expect(queryClient.isFetching()).toBe(0);
      expect(load.requests).toHaveLength(0);
      expect(screen.queryByRole('article')).not.toBeInTheDocument();

      act(() => screenPosition.reveal());
      expect(await screen.findByRole('article', { name: 'Partner 1' })).toBeInTheDocument();
      expect(load.requests).toHaveLength(1);
    } finally {
      screenPosition.restore();
    }
  });
});
