import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '@platform/shared';
import { answer, HttpResponse, renderWithProviders } from '@platform/shared/testing';
import { pendingVerification, proDomain } from '../fixtures';
import { CustomDomainForm } from './CustomDomainForm';

const domainBox = () => screen.getByRole('textbox', { name: /Dominio/ });
const verifyButton = () => screen.getByRole('button', { name: 'Verificar DNS' });

describe('CustomDomainForm', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(toaster, 'create');
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the connected domain, its DNS and SSL status and the DNS instructions', () => {
    renderWithProviders(<CustomDomainForm settings={proDomain} />);
    expect(domainBox()).toHaveValue('www.huertaverde.cl');
    expect(screen.getByText('www.huertaverde.cl')).toBeInTheDocument();
    expect(screen.getByText('Verificado')).toBeInTheDocument();
    expect(screen.getByText('Activo')).toBeInTheDocument();

    const instructions = screen.getByRole('region', { name: 'Instrucciones DNS' });
    const rows = within(instructions).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'TipoNombreValor',
      'CNAMEwwwhuertaverde.suscribe.cl',
      'A@(raíz)203.0.113.10',
    ]);
    expect(
      within(instructions).getByRole('button', { name: 'Copiar huertaverde.suscribe.cl' }),
    ).toBeInTheDocument();
  });

  it('refuses a domain that is not one before any request', async () => {
    const verified = answer('post', '/customization/domain/verification', pendingVerification);
    renderWithProviders(<CustomDomainForm settings={{ ...proDomain, customDomain: null }} />);
    await userEvent.type(domainBox(), 'mitienda');
    await userEvent.click(verifyButton());
    expect(
      await screen.findByText('Ingresa un dominio válido (ejemplo: mitienda.cl)'),
    ).toBeInTheDocument();
    await waitFor(() => expect(domainBox()).toHaveFocus());
    expect(verifyButton()).toHaveAttribute('aria-disabled', 'true');
    expect(verified.requests).toHaveLength(0);
  });

  it('verifies the domain and says which record is missing or points elsewhere', async () => {
    const verified = answer('post', '/customization/domain/verification', pendingVerification);
    renderWithProviders(<CustomDomainForm settings={{ ...proDomain, customDomain: null }} />);
    expect(screen.queryByRole('button', { name: 'Quitar dominio' })).not.toBeInTheDocument();
    await userEvent.type(domainBox(), 'MiHuerta.cl');
    await userEvent.click(verifyButton());

    expect(await screen.findByRole('status')).toHaveTextContent(
      /Aún no encontramos los registros DNS de tu dominio/,
    );
    expect(verified.requests[0]?.body).toEqual({ domain: 'mihuerta.cl' });
    const results = screen.getByRole('region', { name: 'Resultado de la última verificación' });
    const items = within(results).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('CNAME www.mihuerta.cl');
    expect(items[0]).toHaveTextContent('Apunta a otro destino');
    expect(items[0]).toHaveTextContent(
      'Encontramos: otra-cosa.netlify.app. Debe apuntar a huertaverde.suscribe.cl',
    );
    expect(items[1]).toHaveTextContent('A mihuerta.cl');
    expect(items[1]).toHaveTextContent('No encontrado');
    expect(items[1]).toHaveTextContent('Debe apuntar a 203.0.113.10');
  });

  it('says so when the domain is verified', async () => {
    answer('post', '/customization/domain/verification', {
      domain: proDomain,
      checks: pendingVerification.checks.map((check) => ({
        ...check,
        host: check.type === 'A' ? 'huertaverde.cl' : 'www.huertaverde.cl',
        found: [check.value],
        status: 'ok',
      })),
    });
    renderWithProviders(<CustomDomainForm settings={proDomain} />);
    await userEvent.click(verifyButton());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Tu dominio está verificado y su certificado SSL está activo.',
    );
    expect(screen.getAllByText('Encontrado')).toHaveLength(2);
  });

  it("shows the api's refusal under the field (a domain of another store)", async () => {
    const message = 'Este dominio ya está conectado a otra tienda.';
    answer('post', '/customization/domain/verification', () =>
      HttpResponse.json({ message, fields: { domain: message } }, { status: 409 }),
    );
    renderWithProviders(<CustomDomainForm settings={{ ...proDomain, customDomain: null }} />);
    await userEvent.type(domainBox(), 'cafecordillera.cl');
    await userEvent.click(verifyButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(domainBox()).toHaveAccessibleDescription(message);
  });

  it('says a refusal without a field in an alert (the plan changed meanwhile)', async () => {
    const message =
      'El dominio personalizado es exclusivo del Plan Pro. Mejora tu plan para conectar tu dominio.';
    answer('post', '/customization/domain/verification', () =>
      HttpResponse.json({ message }, { status: 403 }),
    );
    renderWithProviders(<CustomDomainForm settings={proDomain} />);
    await userEvent.click(verifyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Error al verificar el dominio: ${message}`,
    );
  });

  it('disconnects the domain after asking', async () => {
    const removed = answer('delete', '/customization/domain/custom-domain', {
      ...proDomain,
      customDomain: null,
      dnsVerified: false,
      sslActive: false,
    });
    renderWithProviders(<CustomDomainForm settings={proDomain} />);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar dominio' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Quitar dominio personalizado' });
    expect(dialog).toHaveTextContent('¿Quitar www.huertaverde.cl de tu tienda?');
    expect(dialog).toHaveTextContent(
      'Tu tienda seguirá disponible en https://huertaverde.suscribe.cl.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar dominio' }));
    await waitFor(() => expect(removed.requests).toHaveLength(1));
    await waitFor(() =>
      expect(toaster.create).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Dominio personalizado quitado', type: 'success' }),
      ),
    );
    expect(domainBox()).toHaveValue('');
  });
});
