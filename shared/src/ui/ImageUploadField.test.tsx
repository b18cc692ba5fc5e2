import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { ImageUploadField, type ImageUploadFieldMessages } from '../widgets';
import type { ImageUpload } from './use-image-upload';

const messages: ImageUploadFieldMessages = {
  label: 'Imagen del producto',
  help: 'JPG o PNG, hasta 5 MB.',
  remove: 'Quitar imagen',
  uploading: 'Subiendo imagen',
  uploaded: 'Imagen subida',
};

const idle: ImageUpload = {
  status: 'idle',
  progress: 0,
  error: null,
  uploaded: null,
  upload: jest.fn(),
  clear: jest.fn(),
};

function renderField(props: Partial<Parameters<typeof ImageUploadField>[0]> = {}) {
  const onRemove = jest.fn();
  const onChoose = jest.fn();
  renderWithProviders(
    <ImageUploadField
      upload={idle}
      messages={messages}
      accept={['image/png', 'image/jpeg']}
      preview={null}
      previewStyle={{ boxSize: '24' }}
      onRemove={onRemove}
      onChoose={onChoose}
      {...props}
    />,
  );
  return { onRemove, onChoose, input: screen.getByLabelText('Imagen del producto') };
}

describe('ImageUploadField', () => {
  it('hands a chosen file to the upload, after telling the screen', async () => {
    const upload = { ...idle, upload: jest.fn() };
    const { input, onChoose } = renderField({ upload });
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(input).toHaveAccessibleDescription('JPG o PNG, hasta 5 MB.');

    const file = new File(['png'], 'foto.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(upload.upload).toHaveBeenCalledWith(file);
  });

  it("names the progress bar by the upload's state", () => {
    renderField({ upload: { ...idle, status: 'uploading', progress: 30 } });
    expect(screen.getByRole('progressbar', { name: 'Subiendo imagen' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
  });

  it("describes the input by the upload's error first, else by the screen's", () => {
    renderField({ upload: { ...idle, error: 'Solo PNG' }, error: 'Espera a que termine' });
    expect(screen.getByLabelText('Imagen del producto')).toHaveAccessibleDescription('Solo PNG');
  });

  it('shows the preview with its remove button, and gives the focus back to the input', async () => {
    const { input, onRemove } = renderField({
      upload: { ...idle, status: 'done', progress: 100 },
      preview: { src: 'blob:foto', alt: 'Imagen nueva del producto' },
    });
    expect(screen.getByRole('progressbar', { name: 'Imagen subida' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Imagen nueva del producto' })).toHaveAttribute(
      'src',
      'blob:foto',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Quitar imagen' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(input).toHaveFocus();
  });
});
