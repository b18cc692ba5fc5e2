import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { StatusBadge, statusColorPalette } from './StatusBadge';

describe('StatusBadge', () => {
  it.each([
    ['draft', 'Borrador'],
    ['pending', 'Pendiente'],
    ['processing', 'En Proceso'],
    ['shipped', 'Enviado'],
    ['delivered', 'Entregado'],
    ['cancelled', 'Cancelado'],
    ['lost', 'Desconocido'],
  ])('order %p reads %p', (status, label) => {
    renderWithProviders(<StatusBadge kind="order" status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it.each([
    ['active', 'Activo'],
    ['inactive', 'Inactivo'],
    ['pending', 'Pendiente'],
  ])('client %p reads %p', (status, label) => {
    renderWithProviders(<StatusBadge kind="client" status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it.each([
    ['active', 'Activa'],
    ['paused', 'Pausada'],
    ['cancelled', 'Cancelada'],
  ])('subscription %p reads %p', (status, label) => {
    renderWithProviders(<StatusBadge kind="subscription" status={status} />);
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
