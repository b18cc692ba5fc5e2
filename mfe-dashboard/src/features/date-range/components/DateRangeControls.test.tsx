import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate, todayInSantiago, useLocation } from '@platform/shared';
import { renderWithProviders } from '@platform/shared/testing';
import { setUpDashboardTests } from '../../../fixtures/test-setup';
import { addDays, addMonths } from '../day-math';
import { useDashboardRange } from '../hooks/use-dashboard-range';
import { DateRangeControls } from './DateRangeControls';

function Harness() {
  const period = useDashboardRange();
  const location = useLocation();
  return (
    <>
      <DateRangeControls {...period} />
      <output aria-label="rango">{`${period.range.startDate}..${period.range.endDate}`}</output>
      <output aria-label="url">{location.search}</output>
    </>
  );
}

const today = todayInSantiago();
const shown = () => screen.getByRole('status', { name: 'rango' }).textContent;

async function openEditor() {
  await userEvent.click(screen.getByRole('button', { name: /cambiar el rango de fechas$/ }));
  return screen.findByRole('dialog', { name: 'Elige el rango de fechas' });
}

describe('DateRangeControls', () => {
  setUpDashboardTests({ preload: () => import('@platform/shared/overlays') });

  it('starts on the last 7 days and switches with the presets, kept in the URL', async () => {
    renderWithProviders(<Harness />, { route: '/dashboard' });
    expect(shown()).toBe(`${addDays(today, -6)}..${today}`);
    expect(screen.getByRole('button', { name: 'Última semana' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Último mes' }));
    const monthStart = addDays(addMonths(today, -1), 1);
    expect(shown()).toBe(`${monthStart}..${today}`);
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent(
      `?startDate=${monthStart}&endDate=${today}`,
    );
    expect(
      screen.getByRole('button', {
        name: `${formatDate(monthStart)} – ${formatDate(today)}: cambiar el rango de fechas`,
      }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Último año' }));
    expect(shown()).toBe(`${addDays(addMonths(today, -12), 1)}..${today}`);
  });

  it('refuses an end in the future', async () => {
    renderWithProviders(<Harness />, { route: '/dashboard' });
    const editor = await openEditor();
    fireEvent.change(within(editor).getByLabelText('Hasta'), {
      target: { value: addDays(today, 1) },
    });
    expect(within(editor).getByText('La fecha de término no puede ser futura')).toBeInTheDocument();
    // Shown disabled, yet still reachable by the keyboard (it then points at what is wrong).
    expect(within(editor).getByRole('button', { name: 'Aplicar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Days after today cannot be picked on the calendar either.
    const tomorrow = editor.querySelector(`[data-day="${addDays(today, 1)}"]`);
    if (tomorrow) expect(tomorrow).toBeDisabled();
    expect(editor.querySelector(`[data-day="${today}"]`)).toBeEnabled();
    expect(shown()).toBe(`${addDays(today, -6)}..${today}`);
  });

  it("takes the focus to the first refused date, which reads why, on 'Aplicar'", async () => {
    renderWithProviders(<Harness />, { route: '/dashboard' });
    const editor = await openEditor();
    const start = within(editor).getByLabelText('Desde');
    const end = within(editor).getByLabelText('Hasta');
    fireEvent.change(end, { target: { value: addDays(today, 1) } });
    await userEvent.click(within(editor).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(end).toHaveFocus());
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription('La fecha de término no puede ser futura');

    fireEvent.change(start, { target: { value: '' } });
    await userEvent.click(within(editor).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(start).toHaveFocus());
    expect(start).toHaveAccessibleDescription('Selecciona la fecha de inicio');
    expect(shown()).toBe(`${addDays(today, -6)}..${today}`);
  });

  it('cuts a range over one year to one year with the message', async () => {
    renderWithProviders(<Harness />, { route: '/dashboard' });
    const editor = await openEditor();
    const start = addMonths(today, -18);
    fireEvent.change(within(editor).getByLabelText('Desde'), { target: { value: start } });
    await userEvent.click(within(editor).getByRole('button', { name: 'Aplicar' }));

    expect(await screen.findByText('El rango máximo permitido es de 1 año')).toBeInTheDocument();
    expect(shown()).toBe(`${start}..${addMonths(start, 12)}`);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByText('El rango máximo permitido es de 1 año')).not.toBeInTheDocument();
  });

  it('picks a range with two clicks on the calendar, weeks from Monday', async () => {
    renderWithProviders(<Harness />, { route: '/dashboard' });
    const editor = await openEditor();
    const grid = within(editor).getByRole('grid');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do']);

    // Last month: every day of it is past (this month may have begun today, its days disabled).
    await userEvent.click(within(editor).getByRole('button', { name: 'Mes anterior' }));
    const days = within(within(editor).getByRole('grid'))
      .getAllByRole('button')
      .filter((button) => !button.hasAttribute('disabled'));
    const [first, second] = [days[2]!, days[5]!];
    await userEvent.click(first);
    await userEvent.click(second);
    const from = first.getAttribute('data-day')!;
    const to = second.getAttribute('data-day')!;
    expect(within(editor).getByLabelText('Desde')).toHaveValue(from);
    expect(within(editor).getByLabelText('Hasta')).toHaveValue(to);
    await userEvent.click(within(editor).getByRole('button', { name: 'Aplicar' }));
    expect(shown()).toBe(`${from}..${to}`);
  });

  it('moves over the calendar with the keyboard', async () => {
    renderWithProviders(<Harness />, { route: '/dashboard' });
    const editor = await openEditor();
    const focusable = within(editor)
      .getAllByRole('button')
      .find((button) => button.getAttribute('tabindex') === '0' && button.dataset.day)!;
    focusable.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toHaveAttribute('data-day', addDays(focusable.dataset.day!, -1));
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveAttribute('data-day', addDays(focusable.dataset.day!, -8));
  });

  it('checks a range read from the URL', async () => {
    renderWithProviders(<Harness />, {
      route: `/dashboard?startDate=2020-01-01&endDate=2022-06-30`,
    });
    expect(shown()).toBe('2020-01-01..2021-01-01');
    expect(screen.getByText('El rango máximo permitido es de 1 año')).toBeInTheDocument();
  });
});
