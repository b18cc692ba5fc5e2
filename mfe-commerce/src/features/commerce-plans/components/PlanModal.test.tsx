import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '@platform/shared';
import {
  answer,
  apiError,
  HttpResponse,
  inTurn,
  renderWithProviders,
} from '@platform/shared/testing';
import { answerCreate, longNamePlan, MONTHLY_ID, monthlyPlan } from '../fixtures';
import PlanModal, { type PlanModalProps } from './PlanModal';

const field = {
  name: () => screen.getByRole('textbox', { name: /Nombre del plan/ }),
  description: () => screen.getByRole('textbox', { name: 'Descripción' }),
  price: () => screen.getByRole('textbox', { name: /Precio \(CLP\)/ }),
  frequency: () => screen.getByRole('combobox', { name: /Frecuencia de entrega/ }),
  renewal: () => screen.getByRole('combobox', { name: /Período de renovación/ }),
  benefit: () => screen.getByRole('textbox', { name: 'Beneficio' }),
  addBenefit: () => screen.getByRole('button', { name: 'Agregar beneficio' }),
  excluded: () => screen.getByRole('textbox', { name: 'Beneficio excluido' }),
  addExcluded: () => screen.getByRole('button', { name: 'Agregar beneficio excluido' }),
  save: () => screen.getByRole('button', { name: 'Guardar plan' }),
};

function renderModal(props: Omit<PlanModalProps, 'onClose'>) {
  const onClose = jest.fn();
  renderWithProviders(<PlanModal {...props} onClose={onClose} />);
  return { onClose };
}

describe('PlanModal', () => {
  configure({ asyncUtilTimeout: 5000 });
  jest.setTimeout(30_000);

  beforeAll(async () => {
    // The overlay entry is slow to load the first time in jsdom.
    await import('@platform/shared/overlays');
  }, 60_000);

  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(toaster, 'create');
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows the spec's messages, sends nothing while a field is wrong, then creates the plan", async () => {
    const created = answerCreate();
    const user = userEvent.setup();
    const { onClose } = renderModal({ mode: 'create' });
    await screen.findByRole('dialog', { name: 'Nuevo Plan' });
    // A new plan starts at the minimum price.
    expect(field.price()).toHaveValue('0');

    await user.click(field.save());
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    expect(
      screen.getByText('Selecciona una frecuencia de entrega: semanal, quincenal o mensual'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Selecciona un período de renovación: mensual, bimestral, trimestral, semestral o anual',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(field.name()).toHaveFocus());
    expect(field.name()).toHaveAccessibleDescription('El nombre es requerido');
    expect(field.save()).toHaveAttribute('aria-disabled', 'true');

    await user.paste('x'.repeat(31));
    await user.click(field.description());
    await user.paste('d'.repeat(301));
    await user.clear(field.price());
    await user.type(field.price(), '7000001');
    await user.tab();
    expect(screen.getByText('El nombre no puede exceder 30 caracteres')).toBeInTheDocument();
    expect(screen.getByText('La descripción no puede exceder 300 caracteres')).toBeInTheDocument();
    expect(screen.getByText('El precio no puede exceder $7.000.000')).toBeInTheDocument();
    await user.click(field.save());
    await waitFor(() => expect(field.name()).toHaveFocus());

    await user.clear(field.name());
    await user.type(field.name(), 'Café Quincenal');
    await user.clear(field.description());
    await user.type(field.description(), 'Medio kilo cada dos semanas.');
    // An emptied price goes back to the minimum on blur; digits only.
    await user.clear(field.price());
    await user.tab();
    expect(field.price()).toHaveValue('0');
    await user.clear(field.price());
    await user.type(field.price(), '$11.990');
    expect(field.price()).toHaveValue('11990');
    await user.selectOptions(field.frequency(), 'Quincenal');
    await user.selectOptions(field.renewal(), 'Trimestral');

    // The add button waits for a valid text; a long one says why, and blocks saving.
    expect(field.addBenefit()).toBeDisabled();
    await user.click(field.benefit());
    await user.paste('b'.repeat(51));
    expect(screen.getByText('El beneficio no puede exceder 50 caracteres')).toBeInTheDocument();
    expect(field.addBenefit()).toBeDisabled();
    await user.click(field.save());
    await waitFor(() => expect(field.benefit()).toHaveFocus());
    expect(created.requests).toHaveLength(0);

    await user.clear(field.benefit());
    await user.type(field.benefit(), '  Envío gratis {Enter}');
    await user.type(field.benefit(), 'Molienda a elección');
    await user.click(field.addBenefit());
    await user.click(screen.getByRole('button', { name: 'Quitar Molienda a elección' }));
    await user.click(field.excluded());
    await user.paste('e'.repeat(51));
    expect(
      screen.getByText('El beneficio excluido no puede exceder 50 caracteres'),
    ).toBeInTheDocument();
    await user.clear(field.excluded());
    await user.type(field.excluded(), 'Taza de regalo');
    await user.click(field.addExcluded());
    expect(
      screen.getByRole('button', { name: 'Quitar Taza de regalo (excluido)' }),
    ).toBeInTheDocument();

    expect(created.requests).toHaveLength(0);
    await user.click(field.save());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(created.requests.map((request) => request.body)).toEqual([
      {
        name: 'Café Quincenal',
        description: 'Medio kilo cada dos semanas.',
        price: 11990,
        deliveryFrequency: 'biweekly',
        renewalPeriod: 'quarterly',
        benefits: ['Envío gratis'],
        excludedBenefits: ['Taza de regalo'],
      },
    ]);
    expect(toaster.create).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Plan creado correctamente', type: 'success' }),
    );
  });

  it('edits an active plan with PUT', async () => {
    const saved = answer('put', `/commerce-plans/${MONTHLY_ID}`, ({ body }) =>
      HttpResponse.json({ ...monthlyPlan, ...(body as object) }),
    );
    const user = userEvent.setup();
    const { onClose } = renderModal({ mode: 'edit', plan: monthlyPlan });

    await screen.findByRole('dialog', { name: 'Editar Plan' });
    expect(field.name()).toHaveValue('Café Mensual');
    expect(field.price()).toHaveValue('19990');
    expect(field.frequency()).toHaveDisplayValue('Mensual');
    expect(field.renewal()).toHaveDisplayValue('Mensual');
    await user.clear(field.price());
    await user.type(field.price(), '21990');
    await user.click(screen.getByRole('button', { name: 'Quitar Envío gratis' }));
    await user.click(field.save());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(saved.requests.map((request) => request.body)).toEqual([
      {
        name: 'Café Mensual',
        description: 'Un kilo de café de especialidad cada mes.',
        price: 21990,
        deliveryFrequency: 'monthly',
        renewalPeriod: 'monthly',
        benefits: ['Molienda a elección'],
        excludedBenefits: ['Taza de regalo'],
      },
    ]);
    expect(toaster.create).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Plan actualizado correctamente' }),
    );
  });

  it("says at once when a copy's name passes 30 characters, and saves only once it is cut", async () => {
    const created = answerCreate();
    const user = userEvent.setup();
    const { onClose } = renderModal({ mode: 'copy', plan: longNamePlan });

    await screen.findByRole('dialog', { name: 'Copiar Plan' });
    expect(field.name()).toHaveValue('Café de Origen Huila Colombia (Copia)');
    expect(await screen.findByText('El nombre no puede exceder 30 caracteres')).toBeInTheDocument();
    expect(field.save()).toHaveAttribute('aria-disabled', 'true');
    await user.click(field.save());
    await waitFor(() => expect(field.name()).toHaveFocus());
    expect(created.requests).toHaveLength(0);

    await user.clear(field.name());
    await user.type(field.name(), 'Café Huila (Copia)');
    expect(screen.queryByText('El nombre no puede exceder 30 caracteres')).toBeNull();
    await user.click(field.save());

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(created.requests[0]?.body).toMatchObject({ name: 'Café Huila (Copia)', price: 19990 });
    expect(toaster.create).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Plan copiado correctamente' }),
    );
  });

  it("shows the server's message, else the status, else the generic one, and stays open", async () => {
    const path = `/commerce-plans/${MONTHLY_ID}`;
    answer(
      'put',
      path,
      inTurn(
        () => apiError(409, 'El plan está archivado: solo se pueden editar planes activos'),
        () => HttpResponse.json({}, { status: 503 }),
        () => HttpResponse.error(),
      ),
    );
    const user = userEvent.setup();
    const { onClose } = renderModal({ mode: 'edit', plan: monthlyPlan });
    await screen.findByRole('dialog', { name: 'Editar Plan' });

    await user.click(field.save());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al guardar el plan');
    expect(alert).toHaveTextContent('El plan está archivado: solo se pueden editar planes activos');

    await user.click(field.save());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Error 503: No se pudo actualizar el plan',
      ),
    );

    await user.click(field.save());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Error al guardar el plan. Por favor, intenta nuevamente.',
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(toaster.create).not.toHaveBeenCalled();
  });
});
