import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { Paginator } from './Paginator';

describe('Paginator', () => {
  it('shows the pages of the rule, marks the current one and moves on click', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    renderWithProviders(<Paginator page={5} totalPages={10} onPageChange={onPageChange} />);

    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    const pages = within(nav)
      .getAllByRole('button', { name: /^Página \d+$/ })
      .map((button) => button.textContent);
    expect(pages).toEqual(['1', '4', '5', '6', '10']);
    expect(within(nav).getByRole('button', { name: 'Página 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(nav).getByRole('button', { name: 'Página 6' }));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    await user.click(within(nav).getByRole('button', { name: 'Página anterior' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await user.click(within(nav).getByRole('button', { name: 'Página siguiente' }));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = renderWithProviders(
      <Paginator page={1} totalPages={3} onPageChange={jest.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeEnabled();
    rerender(<Paginator page={3} totalPages={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  });

  it('renders nothing for a single page without a size select', () => {
    renderWithProviders(<Paginator page={1} totalPages={1} onPageChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('offers the page sizes and the shown range', async () => {
    const user = userEvent.setup();
    const onPerPageChange = jest.fn();
    renderWithProviders(
      <Paginator
        page={2}
        totalPages={6}
        onPageChange={jest.fn()}
        perPage={10}
        perPageOptions={[10, 25, 50, 100]}
        onPerPageChange={onPerPageChange}
        totalItems={57}
      />,
    );
    expect(screen.getByText('Mostrando 11–20 de 57')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Resultados por página' }), '25');
    expect(onPerPageChange).toHaveBeenCalledWith(25);
  });
});
