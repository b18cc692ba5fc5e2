import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { StatusBadge, statusColorPalette, type StatusBadgeProps } from './StatusBadge';

describe('StatusBadge', () => {
  it.each<[StatusBadgeProps['kind'], string, string]>([
    ['order', 'draft', 'Borrador'],
    ['order', 'pending', 'Pendiente'],
    ['order', 'processing', 'En Proceso'],
    ['order', 'shipped', 'Enviado'],
    ['order', 'delivered', 'Entregado'],
    ['order', 'cancelled', 'Cancelado'],
    ['order', 'lost', 'Desconocido'],
    ['client', 'active', 'Activo'],
    ['client', 'inactive', 'Inactivo'],
    ['client', 'pending', 'Pendiente'],
    ['subscription', 'active', 'Activa'],
    ['subscription', 'paused', 'Pausada'],
    ['subscription', 'cancelled', 'Cancelada'],
  ])('%s %p reads %p', (kind, status, label) => {
    renderWithProviders(<StatusBadge kind={kind} status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('labels payment, communication, invoice and system statuses', () => {
    renderWithProviders(
      <>
        <StatusBadge kind="payment" status="failed" />
        <StatusBadge kind="communication" status="opened" />
        <StatusBadge kind="invoice" status="billed" />
        <StatusBadge kind="systemComponent" status="outage" />
        <StatusBadge kind="payment" status={null} />
      </>,
    );
    for (const label of ['Fallido', 'Abierto', 'Facturada', 'Fuera de Servicio', 'Desconocido']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
  });

  it('colours by meaning, gray when unknown', () => {
    expect(statusColorPalette('order', 'delivered')).toBe('green');
    expect(statusColorPalette('order', 'cancelled')).toBe('red');
    expect(statusColorPalette('order', 'pending')).toBe('yellow');
    expect(statusColorPalette('client', 'inactive')).toBe('gray');
    expect(statusColorPalette('subscription', 'paused')).toBe('orange');
    expect(statusColorPalette('order', 'whatever')).toBe('gray');
  });
});
